/** Chakra colour palettes for the badge styles the server uses (priority, badges). */
const PALETTES: Record<string, string> = {
  primary: 'blue',
  secondary: 'gray',
  warning: 'yellow',
  danger: 'red',
  success: 'green',
  info: 'cyan',
  dark: 'gray',
  light: 'gray',
};

export function badgePalette(style: string | null | undefined): string {
  return (style && PALETTES[style]) || 'gray';
}

export function badgeVariant(style: string | null | undefined): 'solid' | 'subtle' | 'outline' {
  if (style === 'dark') return 'solid';
  if (style === 'light') return 'outline';
  return 'subtle';
}

/** Colour palette per internal ticket status type. */
const STATUS_PALETTES: Record<string, string> = {
  OPEN: 'blue',
  CLOSED: 'gray',
  ARCHIVED: 'gray',
  WAITING_FOR_REPLY: 'orange',
  GOT_REPLY: 'green',
  SCHEDULED: 'purple',
};

export function statusPalette(internalType: string | null | undefined): string {
  return (internalType && STATUS_PALETTES[internalType]) || 'gray';
}

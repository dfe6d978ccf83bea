import { Badge, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { nlValues } from '../../i18n/nl/values';
import { badgePalette } from '../../lib/badgeColor';
import { formatDate } from '../../lib/dateInput';
import { formatMinutes } from '../../lib/minutes';
import { formatCurrency } from '../../lib/price';
import { truncate } from '../../lib/truncate';
import { RelativeTime } from '../RelativeTime';
import { useListNavigation } from './listNavigation';

/** '(geen)' in a cell without a value. */
export function NoneCell() {
  return (
    <Text as="span" color="fg.muted">
      {nlValues.none}
    </Text>
  );
}

export function textCell(value: string | number | null | undefined, max?: number): ReactNode {
  if (value === null || value === undefined || value === '') return <NoneCell />;
  const text = String(value);
  if (max && text.length > max) return <span title={text}>{truncate(text, max)}</span>;
  return <span title={text.length > 40 ? text : undefined}>{text}</span>;
}

/** The record's main text, linking to its detail screen. */
export function linkCell(value: string | null | undefined, path: string | null): ReactNode {
  if (!value) return <NoneCell />;
  if (!path) return value;
  return <RowLink path={path}>{value}</RowLink>;
}

function RowLink({ path, children }: { path: string; children: ReactNode }) {
  const navigation = useListNavigation();
  return (
    <Link asChild color="fg" fontWeight="medium" _hover={{ textDecoration: 'underline' }} variant="plain">
      <RouterLink to={path} state={navigation}>
        {children}
      </RouterLink>
    </Link>
  );
}

export function relativeCell(value: string | null | undefined): ReactNode {
  return value ? <RelativeTime value={value} /> : <NoneCell />;
}

export function dateCell(value: string | null | undefined): ReactNode {
  return value ? formatDate(value) : <NoneCell />;
}

export function booleanCell(value: boolean | number | null | undefined): ReactNode {
  if (value === null || value === undefined) return <NoneCell />;
  return value === true || value === 1 ? nlValues.yes : nlValues.no;
}

export function moneyCell(value: number | string | null | undefined): ReactNode {
  const text = formatCurrency(value);
  return text ? <Text as="span" fontVariantNumeric="tabular-nums">{text}</Text> : <NoneCell />;
}

export function badgeCell(text: string | null | undefined, style?: string | null): ReactNode {
  if (!text) return null;
  return (
    <Badge colorPalette={badgePalette(style)} variant="subtle">
      {text}
    </Badge>
  );
}

export function optionCell(value: string | number | null | undefined, labels: Readonly<Record<string, string>>): ReactNode {
  if (value === null || value === undefined || value === '') return <NoneCell />;
  return labels[String(value)] ?? String(value);
}


/** Minutes as HH:MM (spec core §9); `signed` colours the remainder green or red. */
export function minutesCell(minutes: number | null | undefined, signed = false): ReactNode {
  if (minutes === null || minutes === undefined) return <NoneCell />;
  const text = formatMinutes(minutes);
  if (!signed) return <Text as="span" fontVariantNumeric="tabular-nums">{text}</Text>;
  return (
    <Text as="span" fontVariantNumeric="tabular-nums" color={minutes < 0 ? 'fg.error' : 'fg.success'}>
      {text}
    </Text>
  );
}

import { Box, Flex, Heading, IconButton, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PencilIcon, RefreshIcon } from '../../components/icons';
import { nlCockpit } from '../../i18n/nl/cockpit';
import { badgePalette } from '../../lib/badgeColor';
import { interpolate } from '../../lib/interpolate';

interface WidgetFrameProps {
  title: string;
  styling: string | null | undefined;
  /** On a wall display nothing is clicked: no refresh, no links. */
  wall: boolean;
  onRefresh?: () => void;
  /** Opens the widget editor; absent without cockpit-widgets.update. */
  onEdit?: () => void;
  listHref?: string | null;
  /** Beside the title: a count, a collapse toggle. */
  extra?: ReactNode;
  children: ReactNode;
  testId: string;
}

/** The card around a widget: the quick filter's colour and label, refresh and the way to the list. */
export function WidgetFrame({ title, styling, wall, onRefresh, onEdit, listHref, extra, children, testId }: WidgetFrameProps) {
  const palette = badgePalette(styling);
  return (
    <Box
      as="section"
      aria-label={title}
      data-testid={testId}
      bg="bg"
      borderWidth="1px"
      borderTopWidth="4px"
      borderTopColor={`${palette}.solid`}
      borderRadius="md"
      p={{ base: '3', md: '4' }}
      h="full"
      minW="0"
    >
      <Flex align="center" gap="2" mb={children ? '3' : '0'} wrap="wrap">
        <Heading as="h2" size={wall ? 'lg' : 'sm'} flex="1" minW="0" truncate title={title}>
          {title}
        </Heading>
        {extra}
        {!wall && onRefresh && (
          <IconButton aria-label={nlCockpit.refresh} title={nlCockpit.refresh} size="xs" variant="ghost" onClick={onRefresh}>
            <RefreshIcon />
          </IconButton>
        )}
        {!wall && onEdit && (
          <IconButton aria-label={interpolate(nlCockpit.editWidget, { label: title })} title={nlCockpit.edit} size="xs" variant="ghost" onClick={onEdit}>
            <PencilIcon />
          </IconButton>
        )}
        {!wall && listHref && (
          <Link asChild fontSize="sm" color="blue.700">
            <RouterLink to={listHref}>{nlCockpit.toList}</RouterLink>
          </Link>
        )}
      </Flex>
      {children}
    </Box>
  );
}

/** A widget whose list the user may not see, or that the cockpit does not know. */
export function WidgetMessage({ title, styling, wall, text, testId, onEdit }: { title: string; styling: string | null | undefined; wall: boolean; text: string; testId: string; onEdit?: () => void }) {
  return (
    <WidgetFrame title={title} styling={styling} wall={wall} testId={testId} onEdit={onEdit}>
      <Text color="fg.muted" py="4" textAlign="center">
        {text}
      </Text>
    </WidgetFrame>
  );
}

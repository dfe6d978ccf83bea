import { Link, Stack, Text, Wrap, Badge } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { nlOpeningHours } from '../../i18n/nl/openingHours';
import { nlValues } from '../../i18n/nl/values';
import { draftFromText, weekSummary } from '../../lib/openingHours';
import { formatCurrency } from '../../lib/price';
import { valuesFromRecord, type RelationValue } from '../../lib/recordForm';
import type { ViewerInfo } from '../../relay/viewer';
import type { FormField } from '../form/types';

function Empty() {
  return (
    <Text as="span" color="fg.muted">
      {nlValues.empty}
    </Text>
  );
}

function relationLink(field: FormField, value: RelationValue): ReactNode {
  const path = field.lookup?.path?.(value.id);
  if (!path) return value.label;
  return (
    <Link asChild color="blue.700">
      <RouterLink to={path}>{value.label}</RouterLink>
    </Link>
  );
}

/** A field's value as the detail screen shows it. */
export function displayValue(field: FormField, record: Readonly<Record<string, unknown>>, viewer: ViewerInfo): ReactNode {
  const value = valuesFromRecord([field as never], record)[field.name];
  switch (field.kind) {
    case 'boolean':
      return value === true ? nlValues.yes : nlValues.no;
    case 'relation': {
      if (Array.isArray(value)) {
        if (value.length === 0) return <Empty />;
        return (
          <Wrap gap="1">
            {(value as RelationValue[]).map((item) => (
              <Badge key={item.id} variant="subtle" whiteSpace="normal" maxW="full">
                {relationLink(field, item)}
              </Badge>
            ))}
          </Wrap>
        );
      }
      return value && typeof value === 'object' ? relationLink(field, value as RelationValue) : <Empty />;
    }
    case 'select': {
      if (typeof value !== 'string' || value === '') return <Empty />;
      if (field.shows) {
        const related = record[field.shows] as { label?: string | null; name?: string | null } | null | undefined;
        const text = related?.label || related?.name;
        if (text) return text;
      }
      const options = typeof field.options === 'function' ? field.options(viewer, record) : (field.options ?? []);
      return options.find((o) => o.value === value)?.label ?? value;
    }
    case 'weekHours':
      return (
        <Stack gap="0.5" data-testid="week-hours-summary">
          {weekSummary(draftFromText(typeof value === 'string' ? value : ''), nlOpeningHours.days, nlOpeningHours.closed).map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </Stack>
      );
    case 'password':
      return field.storedFlag && record[field.storedFlag] === true ? nlValues.passwordSet : <Empty />;
    case 'price':
      return typeof value === 'string' && value !== '' ? formatCurrency(value) : <Empty />;
    case 'email':
      return typeof value === 'string' && value !== '' ? (
        <Link href={`mailto:${value}`} color="blue.700">
          {value}
        </Link>
      ) : (
        <Empty />
      );
    default:
      return typeof value === 'string' && value !== '' ? value : <Empty />;
  }
}

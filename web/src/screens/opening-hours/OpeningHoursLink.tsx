import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { nlOpeningHours } from '../../i18n/nl/openingHours';
import { useCan } from '../../relay/viewer';

/** Under the SLA form's opening-hours choice: where they are made and changed, for who may open them. */
export function OpeningHoursLink() {
  const allowed = useCan('business-hour-contracts', 'index');
  if (!allowed) return null;
  return (
    <Link asChild color="blue.700" data-testid="sla-opening-hours-manage">
      <RouterLink to="/slas/opening-hours">{nlOpeningHours.manage}</RouterLink>
    </Link>
  );
}

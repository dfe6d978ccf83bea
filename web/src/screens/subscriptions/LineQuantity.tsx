import { Box, Flex } from '@chakra-ui/react';
import { WarningIcon } from '../../components/icons';
import { nlCloudLicences } from '../../i18n/nl/cloudLicences';
import { interpolate } from '../../lib/interpolate';
import { licenceDifference } from '../../lib/licenceDifference';

const quantityFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

/** A line's quantity, with a warning icon when the licences linked to it count otherwise. */
export function lineQuantityCell(line: { readonly quantity?: number | null; readonly licensedQuantity?: number | null }) {
  const shown = line.quantity === null || line.quantity === undefined ? '' : quantityFormat.format(line.quantity);
  if (!licenceDifference(line.quantity, line.licensedQuantity)) return shown;
  const title = interpolate(nlCloudLicences.lineDifference, { licensed: quantityFormat.format(line.licensedQuantity ?? 0) });
  return (
    <Flex as="span" align="center" gap="1.5">
      {shown}
      <Box as="span" display="inline-flex" color="orange.500" title={title} aria-label={title} role="img" data-testid="licence-difference">
        <WarningIcon />
      </Box>
    </Flex>
  );
}

import { Box, Spinner } from '@chakra-ui/react';
import { nlApp } from '../../../i18n/nl/app';

/**
 * Shown while a dialog loads its data. Not a dialog itself: a modal that gives way to another
 * hands focus back to the page on closing, which the next modal takes as a click outside.
 */
export function DialogLoading() {
  return (
    <Box position="fixed" inset="0" zIndex="modal" bg="blackAlpha.300" display="grid" placeItems="center" role="status" aria-busy="true" aria-label={nlApp.loading}>
      <Spinner size="lg" />
    </Box>
  );
}

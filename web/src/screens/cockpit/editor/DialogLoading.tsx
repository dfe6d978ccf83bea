import { Box, Spinner } from '@chakra-ui/react';
import { nl } from '../../../i18n/nl';

/**
 * Shown while a dialog loads its data. Not a dialog itself: a modal that gives way to another
 * hands focus back to the page on closing, which the next modal takes as a click outside.
 */
export function DialogLoading() {
  return (
    <Box position="fixed" inset="0" zIndex="modal" bg="blackAlpha.300" display="grid" placeItems="center" role="status" aria-busy="true" aria-label={nl.app.loading}>
      <Spinner size="lg" />
    </Box>
  );
}

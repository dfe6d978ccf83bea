import { Button } from '@chakra-ui/react';
import { LoadOnPress } from '../../../components/LoadOnPress';
import { onDemand } from '../../../components/onDemand';
import { nlMessageSending } from '../../../i18n/nl/messageSending';
import type { TemplatePickerProps } from './TemplatePicker';

const menu = onDemand(() => import('./TemplatePicker').then((module) => module.TemplatePicker));

/** 'Snelle antwoorden' in the editor's toolbar; the menu's code loads on the first press. */
export function TemplatePickerButton({ disabled, ...props }: TemplatePickerProps & { disabled?: boolean }) {
  return (
    <LoadOnPress
      view={menu}
      props={props}
      trigger={(handlers) => (
        // Pressing it keeps the cursor in the editor, where the snippet goes.
        <Button size="xs" variant="ghost" disabled={disabled} onMouseDown={(event) => event.preventDefault()} data-testid="template-picker" {...handlers}>
          {nlMessageSending.templates}
        </Button>
      )}
    />
  );
}

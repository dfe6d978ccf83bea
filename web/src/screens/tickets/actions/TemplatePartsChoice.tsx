import { Checkbox, Fieldset, SimpleGrid } from '@chakra-ui/react';
import { nlTicketActions } from '../../../i18n/nl/ticketActions';
import { TEMPLATE_PARTS, type TemplatePart } from './ticketActionRules';

const t = nlTicketActions;

/** Which parts of a template 'Sjabloon toepassen' copies onto the ticket. */
export function TemplatePartsChoice({ parts, onChange }: { parts: readonly TemplatePart[]; onChange: (parts: readonly TemplatePart[]) => void }) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm">{t.templateParts}</Fieldset.Legend>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="2">
        {TEMPLATE_PARTS.map((part) => (
          <Checkbox.Root
            key={part}
            size="sm"
            checked={parts.includes(part)}
            onCheckedChange={(details) => onChange(details.checked === true ? [...parts, part] : parts.filter((p) => p !== part))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="normal">{t.partLabels[part]}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
    </Fieldset.Root>
  );
}

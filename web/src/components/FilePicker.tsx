import { Button, Flex, Input, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { nlFilePicker } from '../i18n/nl/filePicker';

interface FilePickerProps {
  multiple?: boolean;
  accept?: string;
  disabled?: boolean;
  onChange: (files: File[]) => void;
  /** The portal passes the contact's language; operator screens are Dutch. */
  texts?: { chooseOne: string; chooseMany: string; none: string };
}

/**
 * A file input in the screen's language: the browser's own says 'Choose File' / 'No file chosen'
 * in the browser's language. The real input stays inside the surrounding Field (its label still names it), hidden
 * behind a button; files can also be dropped on it.
 */
export function FilePicker({ multiple, accept, disabled, onChange, texts = nlFilePicker }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const chosenId = useId();
  const [names, setNames] = useState<string[]>([]);

  const take = (files: File[]) => {
    setNames(files.map((file) => file.name));
    onChange(files);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    if (disabled) return;
    const dropped = [...event.dataTransfer.files];
    if (dropped.length > 0) take(multiple ? dropped : dropped.slice(0, 1));
  };

  return (
    <Flex gap="3" align="center" wrap="wrap" onDragOver={(event) => event.preventDefault()} onDrop={drop} data-testid="file-picker">
      <Input ref={input} type="file" display="none" multiple={multiple} accept={accept} disabled={disabled} onChange={(event) => take([...(event.currentTarget.files ?? [])])} />
      <Button size="sm" variant="outline" disabled={disabled} aria-describedby={chosenId} onClick={() => input.current?.click()}>
        {multiple ? texts.chooseMany : texts.chooseOne}
      </Button>
      <Text id={chosenId} fontSize="sm" color={names.length > 0 ? undefined : 'fg.muted'} minW="0" overflowWrap="anywhere" data-testid="file-picker-chosen">
        {names.length > 0 ? names.join(', ') : texts.none}
      </Text>
    </Flex>
  );
}

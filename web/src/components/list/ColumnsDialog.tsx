import { Box, Button, Flex, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState, type DragEvent } from 'react';
import { nlColumnsDialog } from '../../i18n/nl/columnsDialog';
import { moveItem, reorder } from '../../lib/columns';
import { interpolate } from '../../lib/interpolate';
import { AppDialog } from '../AppDialog';
import { ArrowDownIcon, ArrowUpIcon, EyeIcon, EyeOffIcon, GripIcon } from '../icons';

export interface ColumnChoice {
  id: string;
  header: string;
}

interface ColumnsDialogProps {
  open: boolean;
  visible: readonly ColumnChoice[];
  hidden: readonly ColumnChoice[];
  onClose: () => void;
  onSave: (visible: ColumnChoice[], hidden: ColumnChoice[]) => void;
  onReset: () => void;
}

/** 'Kolommen aanpassen': drag (or move with the arrows) to order, visible and hidden lists, Opslaan. */
export function ColumnsDialog(props: ColumnsDialogProps) {
  if (!props.open) return null;
  return <ColumnsDialogBody {...props} />;
}

function ColumnsDialogBody({ visible: initialVisible, hidden: initialHidden, onClose, onSave, onReset }: ColumnsDialogProps) {
  const [visible, setVisible] = useState<ColumnChoice[]>([...initialVisible]);
  const [hidden, setHidden] = useState<ColumnChoice[]>([...initialHidden]);
  const [dragging, setDragging] = useState<number | null>(null);

  const hide = (index: number) => {
    if (visible.length <= 1) return;
    const column = visible[index]!;
    setVisible(visible.filter((_, i) => i !== index));
    setHidden([...hidden, column]);
  };
  const show = (index: number) => {
    const column = hidden[index]!;
    setHidden(hidden.filter((_, i) => i !== index));
    setVisible([...visible, column]);
  };

  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragging !== null) setVisible((all) => reorder(all, dragging, to));
    setDragging(null);
  };

  return (
    <AppDialog open title={nlColumnsDialog.title} onClose={onClose} onSave={() => onSave(visible, hidden)}>
      <Stack gap="5">
        <Text fontSize="sm" color="fg.muted">
          {nlColumnsDialog.dragHint}
        </Text>
        <Box>
          <Heading as="h3" size="sm" mb="2">
            {nlColumnsDialog.visible}
          </Heading>
          <Stack gap="1" data-testid="visible-columns">
            {visible.map((column, index) => (
              <Flex
                key={column.id}
                draggable
                onDragStart={() => setDragging(index)}
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => onDrop(e, index)}
                onDragEnd={() => setDragging(null)}
                align="center"
                gap="2"
                borderWidth="1px"
                borderRadius="md"
                px="2"
                py="1"
                bg={dragging === index ? 'blue.50' : 'bg'}
                cursor="grab"
              >
                <Box color="fg.subtle" aria-hidden>
                  <GripIcon />
                </Box>
                <Text flex="1" fontSize="sm">
                  {column.header}
                </Text>
                <IconButton size="xs" variant="ghost" aria-label={interpolate(nlColumnsDialog.moveUp, { column: column.header })} disabled={index === 0} onClick={() => setVisible(moveItem(visible, index, -1))}>
                  <ArrowUpIcon />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={interpolate(nlColumnsDialog.moveDown, { column: column.header })}
                  disabled={index === visible.length - 1}
                  onClick={() => setVisible(moveItem(visible, index, 1))}
                >
                  <ArrowDownIcon />
                </IconButton>
                <IconButton size="xs" variant="ghost" aria-label={interpolate(nlColumnsDialog.hide, { column: column.header })} disabled={visible.length <= 1} onClick={() => hide(index)}>
                  <EyeOffIcon />
                </IconButton>
              </Flex>
            ))}
          </Stack>
        </Box>
        <Box>
          <Heading as="h3" size="sm" mb="2">
            {nlColumnsDialog.hidden}
          </Heading>
          {hidden.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {nlColumnsDialog.noneHidden}
            </Text>
          ) : (
            <Stack gap="1" data-testid="hidden-columns">
              {hidden.map((column, index) => (
                <Flex key={column.id} align="center" gap="2" borderWidth="1px" borderStyle="dashed" borderRadius="md" px="2" py="1">
                  <Text flex="1" fontSize="sm" color="fg.muted">
                    {column.header}
                  </Text>
                  <IconButton size="xs" variant="ghost" aria-label={interpolate(nlColumnsDialog.show, { column: column.header })} onClick={() => show(index)}>
                    <EyeIcon />
                  </IconButton>
                </Flex>
              ))}
            </Stack>
          )}
        </Box>
        <Box>
          <Button size="xs" variant="ghost" onClick={onReset}>
            {nlColumnsDialog.reset}
          </Button>
        </Box>
      </Stack>
    </AppDialog>
  );
}

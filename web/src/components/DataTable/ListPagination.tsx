import { ButtonGroup, Field, Flex, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { interpolate } from '../../lib/interpolate';
import { PAGE_SIZES, pageCount, pageItems, pageRangeText } from '../../lib/pagination';
import { nlList } from '../../i18n/nl/list';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';

interface ListPaginationProps {
  page: number;
  perPage: number;
  total: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  compact?: boolean;
  /** The page sizes offered; default PAGE_SIZES. */
  sizes?: readonly number[];
}

/** '{from}-{to} van {total}', the page size choice and the page buttons. */
export function ListPagination({ page, perPage, total, onPageChange, onPerPageChange, compact, sizes = PAGE_SIZES }: ListPaginationProps) {
  const selectId = useId();
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'center' }}
      justify="space-between"
      gap="3"
      pt="3"
    >
      <Flex align="center" gap="4" justify={{ base: 'space-between', md: 'flex-start' }}>
        <Text color="fg.muted" fontSize="sm" data-testid="page-range">
          {pageRangeText(page, perPage, total)}
        </Text>
        <Field.Root orientation="horizontal" width="auto" gap="2">
          <Field.Label htmlFor={selectId} fontSize="sm" color="fg.muted" whiteSpace="nowrap" fontWeight="normal">
            {nlList.perPage}
          </Field.Label>
          <NativeSelect.Root size="sm" width="20">
            <NativeSelect.Field
              id={selectId}
              value={String(perPage)}
              onChange={(event) => onPerPageChange(Number(event.currentTarget.value))}
            >
              {sizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Flex>
      <Pager page={page} totalPages={pageCount(total, perPage)} siblings={compact ? 0 : 1} onPageChange={onPageChange} />
    </Flex>
  );
}

/** The page buttons: plain buttons, as a list shows them at every page. */
function Pager({ page, totalPages, siblings, onPageChange }: { page: number; totalPages: number; siblings: number; onPageChange: (page: number) => void }) {
  return (
    <ButtonGroup as="nav" aria-label={nlList.pagination} variant="ghost" size="sm" gap="1" alignSelf={{ base: 'center', md: 'auto' }}>
      <IconButton aria-label={nlList.previousPage} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeftIcon />
      </IconButton>
      {pageItems(page, totalPages, siblings).map((item, index) =>
        item === 'gap' ? (
          <Text key={`gap-${index}`} as="span" px="1" color="fg.muted" aria-hidden>
            …
          </Text>
        ) : (
          <IconButton
            key={item}
            variant={item === page ? 'outline' : 'ghost'}
            aria-label={interpolate(nlList.page, { page: item })}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPageChange(item)}
          >
            {item}
          </IconButton>
        ),
      )}
      <IconButton aria-label={nlList.nextPage} disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        <ChevronRightIcon />
      </IconButton>
    </ButtonGroup>
  );
}

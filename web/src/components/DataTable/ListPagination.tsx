import { ButtonGroup, Field, Flex, IconButton, NativeSelect, Pagination, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { interpolate } from '../../lib/interpolate';
import { PAGE_SIZES, pageRangeText } from '../../lib/pagination';
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
      <Pagination.Root
        count={total}
        pageSize={perPage}
        page={page}
        siblingCount={compact ? 0 : 1}
        onPageChange={(details) => onPageChange(details.page)}
        translations={{
          rootLabel: nlList.pagination,
          prevTriggerLabel: nlList.previousPage,
          nextTriggerLabel: nlList.nextPage,
          itemLabel: ({ page: n }) => interpolate(nlList.page, { page: n }),
        }}
        alignSelf={{ base: 'center', md: 'auto' }}
      >
        <ButtonGroup variant="ghost" size="sm" gap="1">
          <Pagination.PrevTrigger asChild>
            <IconButton aria-label={nlList.previousPage}>
              <ChevronLeftIcon />
            </IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items
            render={(item) => (
              <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{item.value}</IconButton>
            )}
          />
          <Pagination.NextTrigger asChild>
            <IconButton aria-label={nlList.nextPage}>
              <ChevronRightIcon />
            </IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
    </Flex>
  );
}

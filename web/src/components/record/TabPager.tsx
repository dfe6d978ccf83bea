import { ButtonGroup, Flex, IconButton, Pagination, Text } from '@chakra-ui/react';
import { nlList } from '../../i18n/nl/list';
import { interpolate } from '../../lib/interpolate';
import { pageRangeText } from '../../lib/pagination';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';

interface TabPagerProps {
  page: number;
  perPage: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** A tab's fixed-size pages: '{from}-{to} van {total}' and the page buttons, only when there is more than one page. */
export function TabPager({ page, perPage, total, onPageChange }: TabPagerProps) {
  if (total <= perPage) return null;
  return (
    <Flex align="center" justify="space-between" gap="3" pt="2" wrap="wrap">
      <Text color="fg.muted" fontSize="sm" data-testid="tab-page-range">
        {pageRangeText(page, perPage, total)}
      </Text>
      <Pagination.Root
        count={total}
        pageSize={perPage}
        page={page}
        siblingCount={0}
        onPageChange={(details) => onPageChange(details.page)}
        translations={{
          rootLabel: nlList.pagination,
          prevTriggerLabel: nlList.previousPage,
          nextTriggerLabel: nlList.nextPage,
          itemLabel: ({ page: n }) => interpolate(nlList.page, { page: n }),
        }}
      >
        <ButtonGroup variant="ghost" size="xs" gap="1">
          <Pagination.PrevTrigger asChild>
            <IconButton aria-label={nlList.previousPage}>
              <ChevronLeftIcon />
            </IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items render={(item) => <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{item.value}</IconButton>} />
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

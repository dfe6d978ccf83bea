import { Button, Flex, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { interpolate } from '../../lib/interpolate';
import { pageAddress, pageFrom } from './portalList';
import { usePortalTexts } from './texts';

export const PORTAL_PAGE_SIZE = 25;

/** The page of a portal list, from the address (?page=2), so that back and reload keep it. */
export function usePortalPage(): number {
  const [params] = useSearchParams();
  return pageFrom(params);
}

/** Previous and next under a portal list; nothing when it fits on one page. */
export function PortalPager({ total }: { total: number }) {
  const t = usePortalTexts();
  const page = usePortalPage();
  const [params, setParams] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / PORTAL_PAGE_SIZE));
  if (pages <= 1) return null;
  const go = (to: number) => setParams(pageAddress(params, to));
  return (
    <Flex justify="space-between" align="center">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
        {t.pager.previous}
      </Button>
      <Text color="fg.muted" fontSize="sm">
        {interpolate(t.pager.page, { page, pages })}
      </Text>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => go(page + 1)}>
        {t.pager.next}
      </Button>
    </Flex>
  );
}

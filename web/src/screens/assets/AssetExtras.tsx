import { Badge, Button, IconButton, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { CopyIcon, ExternalLinkIcon } from '../../components/icons';
import { nlAssets } from '../../i18n/nl/assets';
import { useViewer } from '../../relay/viewer';

interface AssetLike {
  readonly databaseId: number;
  readonly rmmId?: string | null;
  readonly rmmLink?: string | null;
}

/** An asset imported from the remote-monitoring system: the RMM badge, and a way there when the tenant set its address. */
export function assetBadges(asset: AssetLike) {
  if (!asset.rmmId) return null;
  return (
    <>
      <Badge colorPalette="purple" variant="subtle" title={nlAssets.rmmTitle} data-testid="rmm-badge">
        {nlAssets.rmm}
      </Badge>
      {asset.rmmLink && (
        <Button asChild size="xs" variant="outline">
          <Link href={asset.rmmLink} target="_blank" rel="noopener noreferrer" data-testid="open-in-rmm">
            {nlAssets.openInRmm}
            <ExternalLinkIcon />
          </Link>
        </Button>
      )}
    </>
  );
}

function DuplicateButton({ id }: { id: number }) {
  const viewer = useViewer();
  if (!viewer.permissions.has('assets.store')) return null;
  return (
    <IconButton asChild aria-label={nlAssets.duplicate} title={nlAssets.duplicate} variant="ghost" size="sm">
      <RouterLink to={`/assets/create?duplicate=${id}`} data-testid="asset-duplicate">
        <CopyIcon />
      </RouterLink>
    </IconButton>
  );
}

export const assetHeaderActions = (asset: AssetLike) => <DuplicateButton id={asset.databaseId} />;

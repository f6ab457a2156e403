import { useQuery } from '@tanstack/react-query';
import { Copy, Link2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { SheetSection } from '../../../components/ui/sheet-section.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { sharedSheetPath } from '../../../lib/paths.ts';
import { shareLinkQueryOptions, useCreateShareLink, useRevokeShareLink } from '../api/share-links.ts';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * The owner's share link: make a read-only link to this sheet, see whether one is live, revoke it. The
 * server keeps only a hash of the link, so the address is shown once, when it is made; a new link
 * replaces the old one.
 */
export function ShareLinkPanel({ characterId, name }: { characterId: string; name: string }) {
  const status = useQuery(shareLinkQueryOptions(characterId));
  const create = useCreateShareLink(characterId);
  const revoke = useRevokeShareLink(characterId);
  const [url, setUrl] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'replace' | 'revoke' | null>(null);
  const fieldId = useId();
  const live = status.data ?? null;

  const makeLink = () =>
    create.mutate(undefined, {
      onSuccess: (link) => setUrl(`${window.location.origin}${sharedSheetPath(link.token)}`),
      onError: () =>
        toast({ title: 'Could not make a share link. Please try again.', variant: 'destructive' }),
      onSettled: () => setConfirm(null),
    });
  const revokeLink = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        toast({ title: 'Share link revoked', description: 'Nobody can open the old link any more.' });
      },
      onError: () => toast({ title: 'Could not revoke the link. Please try again.', variant: 'destructive' }),
      onSettled: () => setConfirm(null),
    });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied' });
    } catch {
      toast({ title: 'Copy the link from the field: the browser would not.', variant: 'destructive' });
    }
  };

  return (
    <SheetSection title="Share link" className="md:col-span-2 print:hidden">
      <div className="flex flex-col gap-3 text-sm">
        <p className="text-ink-muted">
          Anyone with the link can read this sheet without signing in. They cannot edit, retire or export it.
        </p>
        {status.isPending ? (
          <p role="status">Checking for a share link...</p>
        ) : url ? (
          <div className="flex flex-col gap-2">
            <label htmlFor={fieldId} className="font-semibold">
              Share link (shown only now: copy it)
            </label>
            <div className="flex flex-wrap gap-2">
              <Input
                id={fieldId}
                readOnly
                value={url}
                className="flex-1 text-sm"
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button variant="outline" onClick={copy}>
                <Copy aria-hidden="true" />
                Copy link
              </Button>
            </div>
          </div>
        ) : live ? (
          <p>A share link made on {dateOf(live.createdAt)} is live.</p>
        ) : (
          <p>No share link: only you can see this sheet.</p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            busy={create.isPending}
            onClick={() => (live ? setConfirm('replace') : makeLink())}
          >
            <Link2 aria-hidden="true" />
            {live ? 'Make a new link' : 'Create share link'}
          </Button>
          {live && (
            <Button variant="destructive" onClick={() => setConfirm('revoke')}>
              Revoke link
            </Button>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={
          confirm === 'revoke' ? `Revoke the share link of ${name}?` : `Replace the share link of ${name}?`
        }
        description={
          confirm === 'revoke'
            ? 'Whoever has the link will no longer see the sheet.'
            : 'The old link stops working; only the new one opens the sheet.'
        }
        cancelLabel="Cancel"
        confirmLabel={confirm === 'revoke' ? 'Revoke' : 'Make a new link'}
        busy={create.isPending || revoke.isPending}
        onConfirm={confirm === 'revoke' ? revokeLink : makeLink}
      />
    </SheetSection>
  );
}

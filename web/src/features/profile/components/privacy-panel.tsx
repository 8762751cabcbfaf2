import { Download, Trash2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n';
import { lazyNamed } from '@/lib/lazy-named';
import { DATA_EXPORT_URL } from '../api/privacy';

const DeleteAccountDialog = lazyNamed(() => import('./delete-account-dialog'), 'DeleteAccountDialog');

/** The traveller's data (docs/product.md#privacy): a copy of all of it, or its deletion. */
export function PrivacyPanel() {
  const t = useT();
  const [deleting, setDeleting] = useState(false);
  return (
    <Card aria-labelledby="privacy-title">
      <CardHeader>
        <CardTitle id="privacy-title">{t('portal.data.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm text-slate-600">
        <p>{t('portal.data.downloadText')}</p>
        <a href={DATA_EXPORT_URL} download className={buttonVariants({ variant: 'outline' })}>
          <Download aria-hidden="true" />
          {t('portal.data.download')}
        </a>
        <p className="border-t border-slate-200 pt-3">{t('portal.data.deleteText')}</p>
        <Button variant="outline" className="text-red-700" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" />
          {t('portal.data.delete')}
        </Button>
        {deleting ? (
          <Suspense fallback={null}>
            <DeleteAccountDialog onClose={() => setDeleting(false)} />
          </Suspense>
        ) : null}
      </CardContent>
    </Card>
  );
}

import { Icon } from './Icon';
import { useController } from '../react-hooks/app-context';
import { t } from '../i18n';
import type { Notice } from '../state/app-state';

/** Errors and confirmations from actions, announced politely and dismissable. */
export function Notices({ notices }: { notices: Notice[] }) {
  const controller = useController();
  return (
    <section className="notices" aria-live="polite" aria-label={t('notice.region')}>
      {notices.map((n) => (
        <div key={n.id} className={`notice notice-${n.tone}`} role={n.tone === 'error' ? 'alert' : 'status'}>
          {n.tone === 'error' && <Icon name="warning" />}
          <div>
            <strong>{n.title}</strong>
            <p>{n.message}</p>
          </div>
          <button
            type="button"
            className="icon-button"
            onClick={() => controller.dismissNotice(n.id)}
            aria-label={t('common.dismiss')}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}

import type { McpCalendarPreview as CalendarPreview, McpEvent } from '../../../../shared/mcp';
import { t } from '../../i18n';
import { deriveVisibleText } from '../../text/visible-text';
import { formatSpan, loadTimeZoneName } from './format-when';
import { McpRecipients } from './McpRecipients';

const oneLine = (text: string) => deriveVisibleText(text, { lines: 'mark' });

function EventCard({
  event,
  label,
  timeZone,
  changed,
  labelShown = true,
}: {
  event: McpEvent;
  label: string;
  timeZone?: string;
  changed?: ReadonlySet<string>;
  labelShown?: boolean;
}) {
  const mark = (field: string) => (changed?.has(field) === true ? 'gh-mcp-changed' : undefined);
  return (
    <article className="gh-mcp-event" aria-label={label}>
      {labelShown && <p className="gh-label">{label}</p>}
      <p className={`gh-mcp-event-title ${mark('title') ?? ''}`}>
        {event.title !== undefined ? oneLine(event.title) : t('mcp.cal.untitled')}
      </p>
      <dl className="gh-mcp-fields">
        <dt>{t('mcp.cal.when')}</dt>
        <dd className={mark('when')}>{formatSpan(event.start, event.end, timeZone)}</dd>
        {event.location !== undefined && (
          <>
            <dt>{t('mcp.cal.where')}</dt>
            <dd className={mark('location')}>{oneLine(event.location)}</dd>
          </>
        )}
        <dt>{t('mcp.cal.guests')}</dt>
        <dd className={mark('guests')}>
          <McpRecipients people={event.guests} empty={t('mcp.cal.noGuests')} />
        </dd>
      </dl>
    </article>
  );
}

/** Pure: which parts of an event a change touches, to mark them on the "after" card. */
function deriveChanged(before: McpEvent | null, after: McpEvent | null): Set<string> {
  const changed = new Set<string>();
  if (before === null || after === null) return changed;
  if (before.title !== after.title) changed.add('title');
  if (before.start !== after.start || before.end !== after.end) changed.add('when');
  if (before.location !== after.location) changed.add('location');
  if (before.guests.map((g) => g.address).join() !== after.guests.map((g) => g.address).join()) changed.add('guests');
  return changed;
}

/** A calendar change as event cards in the person's time zone: the event now and after the change, or the one created or deleted. */
export function McpCalendarPreview({ calendar, timeZone }: { calendar: CalendarPreview; timeZone?: string }) {
  const zone = timeZone ?? loadTimeZoneName();
  const external = (calendar.after ?? calendar.before)?.guests.filter((g) => g.external).length ?? 0;
  return (
    <section className="gh-mcp-calendar" aria-label={t(`mcp.cal.${calendar.action}`)}>
      {/* The card's heading says what the calendar action is: the label is read, not shown again. */}
      <p className="gh-label gh-sr-only">{t(`mcp.cal.${calendar.action}`)}</p>
      {external > 0 && (
        <p className="gh-warning-text" role="note">
          {t('mcp.externalCount', { count: external })}
        </p>
      )}
      <div className="gh-mcp-events">
        {calendar.before !== null && <EventCard event={calendar.before} label={t('mcp.cal.before')} timeZone={zone} />}
        {calendar.before !== null && calendar.after !== null && (
          <span className="gh-mcp-arrow" aria-hidden="true">
            →
          </span>
        )}
        {calendar.after !== null && (
          // A lone event card would repeat the section's label right above it.
          <EventCard
            event={calendar.after}
            label={calendar.before !== null ? t('mcp.cal.after') : t(`mcp.cal.${calendar.action}`)}
            labelShown={calendar.before !== null}
            timeZone={zone}
            changed={deriveChanged(calendar.before, calendar.after)}
          />
        )}
        {/* Beside the event when there is room: which clock its times are on. */}
        <p className="gh-muted gh-mcp-zone">{t('mcp.cal.timeZone', { zone })}</p>
      </div>
    </section>
  );
}

import { Button } from "../../components/Button";
import { useText } from "../../i18n/use-text";

/** "1–20 of 45 events" with Previous / Next over an offset-paged list. */
export function AuditPager(props: {
  offset: number;
  limit: number;
  total: number;
  shown: number;
  onOffset: (offset: number) => void;
}) {
  const { offset, limit, total, shown, onOffset } = props;
  const { t } = useText();
  if (total === 0) return null;
  return (
    <nav className="pager audit-pager" aria-label={t("audit.pagerLabel")}>
      <span className="muted small" aria-live="polite">
        {total > shown
          ? t("audit.range", { first: offset + 1, last: offset + shown, count: total })
          : t("audit.total", { count: total })}
      </span>
      <span className="pager-links">
        {offset > 0 ? (
          <Button variant="secondary" onClick={() => onOffset(Math.max(0, offset - limit))}>
            {t("pager.previous")}
          </Button>
        ) : null}
        {offset + shown < total ? (
          <Button variant="secondary" onClick={() => onOffset(offset + limit)}>
            {t("pager.next")}
          </Button>
        ) : null}
      </span>
    </nav>
  );
}

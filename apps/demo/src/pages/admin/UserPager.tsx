import { useText } from "../../i18n/use-text";
import { Link } from "../../router/Link";
import { USERS_PER_PAGE, type UserListQuery, userListPath } from "./user-list-query";

/** "21–40 of 3,000" with Previous / Next, as links so each page has its own address. */
export function UserPager(props: { query: UserListQuery; total: number; shown: number }) {
  const { query, total, shown } = props;
  const pages = Math.max(1, Math.ceil(total / USERS_PER_PAGE));
  const first = (query.page - 1) * USERS_PER_PAGE + 1;
  const { t } = useText();
  return (
    <nav className="pager" aria-label={t("pager.label")}>
      <span className="muted small" aria-live="polite">
        {pages > 1 && shown > 0
          ? t("pager.range", {
              first,
              last: first + shown - 1,
              count: total,
              page: query.page,
              pages,
            })
          : t("pager.total", { count: total })}
      </span>
      <span className="pager-links">
        {query.page > 1 ? (
          <Link
            className="button button-secondary"
            to={userListPath({ ...query, page: query.page - 1 })}
          >
            {t("pager.previous")}
          </Link>
        ) : null}
        {query.page < pages ? (
          <Link
            className="button button-secondary"
            to={userListPath({ ...query, page: query.page + 1 })}
          >
            {t("pager.next")}
          </Link>
        ) : null}
      </span>
    </nav>
  );
}

import { EmailAddress } from "../../components/EmailAddress";
import { Notice } from "../../components/Notice";
import { Spinner } from "../../components/Spinner";
import { errorText } from "../../errors/error-text";
import { useText } from "../../i18n/use-text";
import { Link } from "../../router/Link";
import { formatDate } from "../account/describe-device";
import { UserBadges } from "./UserBadges";
import { UserPager } from "./UserPager";
import { useUserList } from "./use-user-list";
import type { UserListQuery } from "./user-list-query";

/** One page of users; each row opens the user's detail view. */
export function UserTable({ query }: { query: UserListQuery }) {
  const list = useUserList(query);
  const { t } = useText();
  return (
    <>
      {list.error ? <Notice tone="error">{errorText(list.error)}</Notice> : null}
      <div className="user-table-status" aria-live="polite">
        {list.loading ? <Spinner label={t("adminUsers.loading")} /> : null}
      </div>
      <table className="user-table" aria-busy={list.loading || undefined}>
        <thead>
          <tr>
            <th scope="col">{t("adminUsers.columnUser")}</th>
            <th scope="col">{t("adminUsers.columnRole")}</th>
            <th scope="col" className="wide-only">
              {t("adminUsers.columnJoined")}
            </th>
          </tr>
        </thead>
        <tbody>
          {list.users.map((user) => (
            <tr key={user.id} data-user-email={user.email}>
              <td>
                <Link to={`/admin/user?id=${encodeURIComponent(user.id)}`} className="user-link">
                  {user.name || user.email}
                </Link>
                <div className="muted small long-text">
                  <EmailAddress email={user.email} />
                </div>
              </td>
              <td>
                <UserBadges user={user} />
              </td>
              <td className="wide-only muted small">{formatDate(user.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!list.loading && !list.error && list.users.length === 0 ? (
        <p className="muted center">
          {query.search
            ? t(
                query.searchField === "name" ? "adminUsers.noNameMatch" : "adminUsers.noEmailMatch",
                {
                  search: query.search,
                },
              )
            : t("adminUsers.none")}
        </p>
      ) : null}
      <UserPager query={query} total={list.total} shown={list.users.length} />
    </>
  );
}

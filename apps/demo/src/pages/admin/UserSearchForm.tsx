import { type FormEvent, useState } from "react";
import { Button } from "../../components/Button";
import { SelectField } from "../../components/SelectField";
import { TextField } from "../../components/TextField";
import { useText } from "../../i18n/use-text";
import { navigate } from "../../router/router";
import { SORTS, type SortKey, type UserListQuery, userListPath } from "./user-list-query";

const SEARCH_FIELDS = [
  { value: "email", label: "field.email" },
  { value: "name", label: "field.name" },
] as const;

const SORT_KEYS = Object.keys(SORTS) as SortKey[]; // Object.keys widens to string[]

/**
 * The server matches case-sensitively (as Better Auth does). Addresses are stored lowercased,
 * so an email search is lowercased too; a name is searched as typed.
 */
function searchTerm(search: string, field: "email" | "name"): string {
  const term = search.trim();
  return field === "email" ? term.toLowerCase() : term;
}

/** Search by email or name (on submit) and sort (at once); both start again at page 1. */
export function UserSearchForm({ query }: { query: UserListQuery }) {
  const [search, setSearch] = useState(query.search);
  const [searchField, setSearchField] = useState(query.searchField);
  const { t } = useText();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(
      userListPath({ ...query, search: searchTerm(search, searchField), searchField, page: 1 }),
      {
        replace: true,
      },
    );
  };

  return (
    <form className="user-search" aria-label={t("adminUsers.searchLabel")} onSubmit={submit}>
      <TextField
        id="user-search"
        label={t("adminUsers.search")}
        type="search"
        value={search}
        onChange={setSearch}
        placeholder={
          searchField === "email" ? t("adminUsers.partOfEmail") : t("adminUsers.partOfName")
        }
        hint={searchField === "name" ? t("adminUsers.caseHint") : undefined}
      />
      <SelectField
        id="user-search-field"
        label={t("adminUsers.searchIn")}
        value={searchField}
        options={SEARCH_FIELDS.map((field) => ({ value: field.value, label: t(field.label) }))}
        onChange={setSearchField}
      />
      <Button type="submit" className="user-search-button">
        {t("adminUsers.search")}
      </Button>
      <SelectField
        id="user-sort"
        label={t("adminUsers.sort")}
        value={query.sort}
        options={SORT_KEYS.map((key) => ({ value: key, label: t(SORTS[key].label) }))}
        onChange={(sort) =>
          navigate(
            userListPath({
              ...query,
              search: searchTerm(search, searchField),
              searchField,
              sort,
              page: 1,
            }),
            {
              replace: true,
            },
          )
        }
      />
    </form>
  );
}

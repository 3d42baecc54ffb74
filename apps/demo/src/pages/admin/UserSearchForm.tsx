import { type FormEvent, useState } from "react";
import { Button } from "../../components/Button";
import { SelectField } from "../../components/SelectField";
import { TextField } from "../../components/TextField";
import { navigate } from "../../router/router";
import { SORTS, type SortKey, type UserListQuery, userListPath } from "./user-list-query";

const SEARCH_FIELDS = [
  { value: "email", label: "Email" },
  { value: "name", label: "Name" },
] as const;

const SORT_OPTIONS = (Object.keys(SORTS) as SortKey[]).map((key) => ({
  value: key,
  label: SORTS[key].label,
}));

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
    <form className="user-search" aria-label="Search users" onSubmit={submit}>
      <TextField
        id="user-search"
        label="Search"
        type="search"
        value={search}
        onChange={setSearch}
        placeholder={searchField === "email" ? "Part of an email" : "Part of a name"}
        hint={
          searchField === "name"
            ? "Names match letter case: “Grace” finds Grace Hopper, “grace” does not."
            : undefined
        }
      />
      <SelectField
        id="user-search-field"
        label="In"
        value={searchField}
        options={SEARCH_FIELDS}
        onChange={setSearchField}
      />
      <Button type="submit" className="user-search-button">
        Search
      </Button>
      <SelectField
        id="user-sort"
        label="Sort"
        value={query.sort}
        options={SORT_OPTIONS}
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

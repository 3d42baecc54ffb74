export { type ListedAccount, listAccounts } from "./list-accounts";

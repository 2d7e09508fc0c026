// The front end's validation entry: the zod contracts. A shared module of its own
// (federation/shared.cjs), so it is fetched the first time a page validates something, not with
// every first load. The gateway reads the same contracts from '@portal/platform-common/contracts'.
// The form resolver is in the forms entry: a page that parses answers but has no form carries no
// react-hook-form.
import './zodWithoutEval';

export * from '@portal/platform-common/contracts';

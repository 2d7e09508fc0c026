// The front end's validation entry: the zod contracts and the form resolver. A shared module of
// its own (federation/shared.cjs), so it is fetched the first time a page validates something,
// not with every first load. The gateway reads the same contracts from `./contracts`.
import './zodWithoutEval';

export * from '../contracts';
export { zodResolver } from '@hookform/resolvers/zod';

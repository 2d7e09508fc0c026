export { detailPath } from './detailPath';

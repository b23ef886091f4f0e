import { removeTemplates } from './test-database-templates';

/** Jest's global teardown of the API project: removes the run's database templates. */
export default removeTemplates;

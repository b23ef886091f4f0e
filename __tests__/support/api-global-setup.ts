import { setUpTemplates } from './test-database-templates';

/** Jest's global setup of the API project: names the folder and prefix of the run's templates. */
export default setUpTemplates;

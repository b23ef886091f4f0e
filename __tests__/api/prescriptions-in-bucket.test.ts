import { itKeptTheUploadsInTheBucket, keepUploadsInTestBucket } from '../support/test-bucket';
// every prescription test, with the photos kept in an S3 bucket
// (docs/scaling-out.md#object-storage)
import './prescriptions.test';

keepUploadsInTestBucket();

describe('prescriptions with the uploads in the S3 bucket', () => {
  itKeptTheUploadsInTheBucket('prescriptions');
});

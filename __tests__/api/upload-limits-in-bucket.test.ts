import { itKeptTheUploadsInTheBucket, keepUploadsInTestBucket } from '../support/test-bucket';
// every upload-limit and clean-up test, with the uploads kept in an S3 bucket
// (docs/scaling-out.md#object-storage)
import './upload-limits.test';

keepUploadsInTestBucket();

describe('upload-limits with the uploads in the S3 bucket', () => {
  itKeptTheUploadsInTheBucket('prescriptions');
});

import { itKeptTheUploadsInTheBucket, keepUploadsInTestBucket } from '../support/test-bucket';
// every upload-limit and clean-up test, with the uploads kept in an S3 bucket (issue 19 point 1)
import './upload-limits.test';

keepUploadsInTestBucket();

describe('upload-limits with the uploads in the S3 bucket', () => {
  itKeptTheUploadsInTheBucket('prescriptions');
});

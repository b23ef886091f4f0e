import { itKeptTheUploadsInTheBucket, keepUploadsInTestBucket } from '../support/test-bucket';
// every order test, with the after-sales photos kept in an S3 bucket
// (docs/scaling-out.md#object-storage)
import './orders.test';

keepUploadsInTestBucket();

describe('orders with the uploads in the S3 bucket', () => {
  itKeptTheUploadsInTheBucket('after-sales');
});

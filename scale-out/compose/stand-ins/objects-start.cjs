// s3rver on MinIO's port with MinIO's root key pair (MINIO_ROOT_USER, MINIO_ROOT_PASSWORD) as its
// account, its objects in /data. MinIO's own arguments (server /data …) are not read.
const modules = '/usr/local/lib/node_modules/s3rver';
const { DUMMY_ACCOUNT } = require(`${modules}/lib/models/account`);
const S3rver = require(modules);

const { MINIO_ROOT_USER, MINIO_ROOT_PASSWORD } = process.env;
if (MINIO_ROOT_USER && MINIO_ROOT_PASSWORD) DUMMY_ACCOUNT.createKeyPair(MINIO_ROOT_USER, MINIO_ROOT_PASSWORD);
// addressed by path, as the shop does: a host name like "objects" is not a bucket's
new S3rver({ address: '0.0.0.0', port: 9000, directory: '/data', silent: true, vhostBuckets: false })
  .run()
  .then(
    () => console.log('s3rver on :9000'),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );

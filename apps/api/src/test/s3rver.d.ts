// s3rver (a devDependency for tests) ships no types; s3-server.ts types the part it uses.
declare module "s3rver" {
  const S3rver: unknown;
  export default S3rver;
}

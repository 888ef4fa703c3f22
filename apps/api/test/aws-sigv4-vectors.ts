// AWS Signature Version 4 test vectors: published requests and what signing them must give, copied as data
// (nothing here is computed; `readVectorRequest` at the end only reads a request's text). The signer (src/lib/aws-sigv4.ts) and the fake S3's own verifier
// (test/fake-s3.ts) are checked against them in src/lib/aws-sigv4.test.ts and
// src/modules/photo/s3-photo-store.test.ts.
//
// 1. `sigV4TestSuite`: AWS's SigV4 test suite ("aws-sig-v4-test-suite", the 2015-08-30 edition), as the
//    repository mhart/aws4 keeps it in test/aws-sig-v4-test-suite/ (commit
//    9d00a5acf4df38ec80f6918fa7f17fc06492e01f): for each case, its .req, .creq, .sts and .authz files, line
//    by line. Left out: the normalize-path/ cases (S3 does not normalize paths, as that folder's own note
//    says, and neither does our signer), post-sts-header-after (a token added after signing), and three
//    cases the suite repeats to the byte under another name (get-vanilla-query is get-vanilla,
//    post-header-key-case is post-vanilla, post-vanilla-empty-query-value is post-vanilla-query).
// 2. `s3Examples`: Amazon S3 API Reference, "Signature Calculations for the Authorization Header:
//    Transferring Payload in a Single Chunk (AWS Signature Version 4)", section "Examples: Signature
//    Calculations" (GET Object, PUT Object, GET Bucket Lifecycle, Get Bucket (List Objects)). The page writes
//    the request targets without their leading slash (`PUT test$file.text`, `GET ?lifecycle`) and the
//    Authorization header without a space after its commas; both are kept as the requests go on the wire
//    (`/test$file.text`) and as the header is compared (commas alone).

/** Who signs, where, for what: the scope of a vector's signature. */
export interface SigV4VectorCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

/** One published case. */
export interface SigV4Vector {
  name: string;
  credentials: SigV4VectorCredentials;
  /**
   * The HTTP request as published: `METHOD target HTTP/1.1`, then `Name:value` header lines (a line that
   * starts with spaces is one more value of the header above), then an empty line and the body, if any.
   */
  request: string;
  canonicalRequest: string;
  stringToSign: string;
  /** The Authorization header (S3's examples: without a space after the commas). */
  authorization: string;
}

/** The suite's credentials: its .sts and .authz files name this scope. */
const suiteCredentials: SigV4VectorCredentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 'service',
};

/** The S3 page's credentials (its examples: bucket `examplebucket`, 24 May 2013, us-east-1). */
const s3Credentials: SigV4VectorCredentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};

/** The empty body's SHA-256, as the S3 examples send it in x-amz-content-sha256. */
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export const sigV4TestSuite: SigV4Vector[] = [
  {
    name: 'get-header-key-duplicate',
    credentials: suiteCredentials,
    request: [
      'GET / HTTP/1.1',
      'Host:example.amazonaws.com',
      'My-Header1:value2',
      'My-Header1:value2',
      'My-Header1:value1',
      'X-Amz-Date:20150830T123600Z',
    ].join('\n'),
    canonicalRequest: [
      'GET',
      '/',
      '',
      'host:example.amazonaws.com',
      'my-header1:value2,value2,value1',
      'x-amz-date:20150830T123600Z',
      '',
      'host;my-header1;x-amz-date',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ].join('\n'),
    stringToSign: [
      'AWS4-HMAC-SHA256',
      '20150830T123600Z',
      '20150830/us-east-1/service/aws4_request',
      'dc7f04a3abfde8d472b0ab1a418b741b7c67174dad1551b4117b15527fbe966c',
    ].join('\n'),
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;my-header1;x-amz-date, Signature=c9d5ea9f3f72853aea855b47ea873832890dbdd183b4468f858259531a5138ea',
  },
  {
    name: 'get-header-value-multiline',
    credentials: suiteCredentials,
    request: [
      'GET / HTTP/1.1',
      'Host:example.amazonaws.com',
      'My-Header1:value1',
      '  value2',
      '     value3',
      'X-Amz-Date:20150830T123600Z',
    ].join('\n'),
    canonicalRequest: [
      'GET',
      '/',
      '',
      'host:example.amazonaws.com',
      'my-header1:value1,value2,value3',
      'x-amz-date:20150830T123600Z',
      '',
      'host;my-header1;x-amz-date',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ].join('\n'),
    stringToSign: [
      'AWS4-HMAC-SHA256',
      '20150830T123600Z',
      '20150830/us-east-1/service/aws4_request',
      'b7b6cbfd8a0430b78891e986784da2630c8a135a8595cec25b26ea94f926ee55',
    ].join('\n'),
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;my-header1;x-amz-date, Signature=ba17b383a53190154eb5fa66a1b836cc297cc0a3d70a5d00705980573d8ff790',
  },
  {
    name: 'get-header-value-order',
    credentials: suiteCredentials,
    request: [
      'GET / HTTP/1.1',
      'Host:example.amazonaws.com',
      'My-Header1:value4',
      'My-Header1:value1',
      'My-Header1:value3',
      'My-Header1:value2',
      'X-Amz-Date:20150830T123600Z',
    ].join('\n'),
    canonicalRequest: [
      'GET',
      '/',
      '',
      'host:example.amazonaws.com',
      'my-header1:value4,value1,value3,value2',
      'x-amz-date:20150830T123600Z',
      '',
      'host;my-header1;x-amz-date',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ].join('\n'),
    stringToSign: [
      'AWS4-HMAC-SHA256',
      '20150830T123600Z',
      '20150830/us-east-1/service/aws4_request',
      '31ce73cd3f3d9f66977ad3dd957dc47af14df92fcd8509f59b349e9137c58b86',
    ].join('\n'),
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;my-header1;x-amz-date, Signature=08c7e5a9acfcfeb3ab6b2185e75ce8b1deb5e634ec47601a50643f830c755c01',
  },
  {
    name: 'get-header-value-trim',
    credentials: suiteCredentials,
    request: [
      'GET / HTTP/1.1',
      'Host:example.amazonaws.com',
      'My-Header1: value1',
      'My-Header2: "a   b   c"',
      'X-Amz-Date:20150830T123600Z',
    ].join('\n'),
    canonicalRequest: [
      'GET',
      '/',
      '',
      'host:example.amazonaws.com',
      'my-header1:value1',
      'my-header2:"a b c"',
      'x-amz-date:20150830T123600Z',
      '',
      'host;my-header1;my-header2;x-amz-date',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ].join('\n'),
    stringToSign: [
      'AWS4-HMAC-SHA256',
      '20150830T123600Z',
      '20150830/us-east-1/service/aws4_request',
      'a726db9b0df21c14f559d0a978e563112acb1b9e05476f0a6a1c7d68f28605c7',
    ].join('\n'),
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;my-header1;my-header2;x-amz-date, Signature=acc3ed3afb60bb290fc8d2dd0098b9911fcaa05412b367055dee359757a9c736',
  },
  {
    name: 'get-unreserved',
    credentials: suiteCredentials,
    request: [
      'GET /-._~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz HTTP/1.1',
      'Host:example.amazonaws.com',
      'X-Amz-Date:20150830T123600Z',
    ].join('\n'),
    canonicalRequest: [
      'GET',
      '/-._~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
      '',
      'host:example.amazonaws.com',
      'x-amz-date:20150830T123600Z',
      '',
      'host;x-amz-date',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ].join('\n'),
    stringToSign: [
      'AWS4-HMAC-SHA256',
      '20150830T123600Z',
      '20150830/us-east-1/service/aws4_request',
      '6a968768eefaa713e2a6b16b589a8ea192661f098f37349f4e2c0082757446f9',
    ].join('\n'),
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=07ef7494c76fa4850883e2b006601f940f8a34d404d0cfa977f52a65bbf5f24f',
  },
  {
    name: 'get-utf8',
    credentials: suiteCredentials,
    request: ['GET /ሴ HTTP/1.1', 'Host:example.amazonaws.com', 'X-Amz-Date:20150830T123600Z'].join('\n'),
    canonicalRequest: [
      'GET',
      '/%E1%88%B4',
      '',
      'host:example.amazonaws.com',
      'x-amz-date:20150830T123600Z',
      '',
      'host;x-amz-date',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ].join('\n'),
    stringToSign: [
      'AWS4-HMAC-SHA256',
      '20150830T123600Z',
      '20150830/us-east-1/service/aws4_request',
      '2a0a97d02205e45ce2e994789806b19270cfbbb0921b278ccf58f5249ac42102',
    ].join('\n'),
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=8318018e0b0f223aa2bbf98705b62bb787dc9c0e678f255a891fd03141be5d85',
  },
  {
    name: 'get-vanilla-empty-query-key',
    credentials: suiteCredentials,
    request: [
      'GET /?Param1=value1 HTTP/1.1',
      'Host:example.amazonaws.com',
      'X-Amz-Date:20150830T123600Z',
    ].join('\n'),
    canonicalRequest: [
      'GET',
      '/',
      'Param1=value1',
      'host:example.amazonaws.com',
      'x-amz-date:20150830T123600Z',
      '',
      'host;x-amz-date',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ].join('\n'),
    stringToSign: [
      'AWS4-HMAC-SHA256',
      '20150830T123600Z',
      '20150830/us-east-1/service/aws4_request',
      '1e24db194ed7d0eec2de28d7369675a243488e08526e8c1c73571282f7c517ab',
    ].join('\n'),
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=a67d582fa61cc504c4bae71f336f98b97f1ea3c7a6bfe1b6e45aec72011b9aeb',
  },
  {
    name: 'get-vanilla-query-order-key-case',
    credentials: suiteCredentials,
    request: [
      'GET /?Param2=value2&Param1=value1 HTTP/1.1',
      'Host:example.amazonaws.com',
      'X-Amz-Date:20150830T123600Z',
    ].join('\n'),
    canonicalRequest: [
      'GET',
      '/',
      'Param1=value1&Param2=value2',
      'host:example.amazonaws.com',
      'x-amz-date:20150830T123600Z',
      '',
      'host;x-amz-date',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ].join('\n'),
    stringToSign: [
      'AWS4-HMAC-SHA256',
      '20150830T123600Z',
      '20150830/us-east-1/service/aws4_request',
      '816cd5b414d056048ba4f7c5386d6e0533120fb1fcfa93762cf0fc39e2cf19e0',
    ].join('\n'),
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500',
  },
  {
    name: 'get-vanilla-query-order-key',
    credentials: suiteCredentials,
    request: [
      'GET /?Param1=value2&Param1=Value1 HTTP/1.1',
      'Host:example.amazonaws.com',
      'X-Amz-Date:20150830T123600Z',
    ].join('\n'),
    canonicalRequest: [
      'GET',
      '/',
      'Param1=Value1&Param1=value2',
      'host:example.amazonaws.com',
      'x-amz-date:20150830T123600Z',
      '',
      'host;x-amz-date',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ].join('\n'),
    stringToSign: [
      'AWS4-HMAC-SHA256',
      '20150830T123600Z',
      '20150830/us-east-1/service/aws4_request',
      '704b4cef673542d84cdff252633f065e8daeba5f168b77116f8b1bcaf3d38f89',
    ].join('\n'),
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=eedbc4e291e521cf13422ffca22be7d2eb8146eecf653089df300a15b2382bd1',
  },
  {
    name: 'get-vanilla-query-order-value',
    credentials: suiteCredentials,
    request: [
      'GET /?Param1=value2&Param1=value1 HTTP/1.1',
      'Host:example.amazonaws.com',
      'X-Amz-Date:20150830T123600Z',
    ].join('\n'),
    canonicalRequest: [
      'GET',
      '/',
      'Param1=value1&Param1=value2',
      'host:example.amazonaws.com',
      'x-amz-date:20150830T123600Z',
      '',
      'host;x-amz-date',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ].join('\n'),
    stringToSign: [
      'AWS4-HMAC-SHA256',
      '20150830T123600Z',
      '20150830/us-east-1/service/aws4_request',
      'c968629d70850097a2d8781c9bf7edcb988b04cac14cca9be4acc3595f884606',
    ].join('\n'),
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5772eed61e12b33fae39ee5e7012498b51d56abc0abb7c60486157bd471c4694',
  },
  {
    name: 'get-vanilla-query-unreserved',
    credentials: suiteCredentials,
    request: [
      'GET /?-._~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz=-._~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz HTTP/1.1',
      'Host:example.amazonaws.com',
      'X-Amz-Date:20150830T123600Z',
    ].join('\n'),
    canonicalRequest: [
      'GET',
      '/',
      '-._~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz=-._~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
      'host:example.amazonaws.com',
      'x-amz-date:20150830T123600Z',
      '',
      'host;x-amz-date',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ].join('\n'),
    stringToSign: [
      'AWS4-HMAC-SHA256',
      '20150830T123600Z',
      '20150830/us-east-1/service/aws4_request',
      'c30d4703d9f799439be92736156d47ccfb2d879ddf56f5befa6d1d6aab979177',
    ].join('\n'),
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=9c3e54bfcdf0b19771a7f523ee5669cdf59bc7cc0884027167c21bb143a40197',
  },
  {
    name: 'get-vanilla-utf8-query',
    credentials: suiteCredentials,
    request: ['GET /?ሴ=bar HTTP/1.1', 'Host:example.amazonaws.com', 'X-Amz-Date:20150830T123600Z'].join('\n'),
    canonicalRequest: [
      'GET',
      '/',
      '%E1%88%B4=bar',
      'host:example.amazonaws.com',
      'x-amz-date:20150830T123600Z',
      '',
      'host;x-amz-date',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ].join('\n'),
    stringToSign: [
      'AWS4-HMAC-SHA256',
      '20150830T123600Z',
      '20150830/us-east-1/service/aws4_request',
      'eb30c5bed55734080471a834cc727ae56beb50e5f39d1bff6d0d38cb192a7073',
    ].join('\n'),
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=2cdec8eed098649ff3a119c94853b13c643bcf08f8b0a1d91e12c9027818dd04',
  },
  {
    name: 'get-vanilla',
    credentials: suiteCredentials,
    request: ['GET / HTTP/1.1', 'Host:example.amazonaws.com', 'X-Amz-Date:20150830T123600Z'].join('\n'),
    canonicalRequest: [
      'GET',
      '/',
      '',
      'host:example.amazonaws.com',
      'x-amz-date:20150830T123600Z',
      '',
      'host;x-amz-date',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ].join('\n'),
    stringToSign: [
      'AWS4-HMAC-SHA256',
      '20150830T123600Z',
      '20150830/us-east-1/service/aws4_request',
      'bb579772317eb040ac9ed261061d46c1f17a8133879d6129b6e1c25292927e63',
    ].join('\n'),
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
  },
  {
    name: 'post-header-key-sort',
    credentials: suiteCredentials,
    request: [
      'POST / HTTP/1.1',
      'Host:example.amazonaws.com',
      'My-Header1:value1',
      'X-Amz-Date:20150830T123600Z',
    ].join('\n'),
    canonicalRequest: [
      'POST',
      '/',
      '',
      'host:example.amazonaws.com',
      'my-header1:value1',
      'x-amz-date:20150830T123600Z',
      '',
      'host;my-header1;x-amz-date',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ].join('\n'),
    stringToSign: [
      'AWS4-HMAC-SHA256',
      '20150830T123600Z',
      '20150830/us-east-1/service/aws4_request',
      '9368318c2967cf6de74404b30c65a91e8f6253e0a8659d6d5319f1a812f87d65',
    ].join('\n'),
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;my-header1;x-amz-date, Signature=c5410059b04c1ee005303aed430f6e6645f61f4dc9e1461ec8f8916fdf18852c',
  },
  {
    name: 'post-header-value-case',
    credentials: suiteCredentials,
    request: [
      'POST / HTTP/1.1',
      'Host:example.amazonaws.com',
      'My-Header1:VALUE1',
      'X-Amz-Date:20150830T123600Z',
    ].join('\n'),
    canonicalRequest: [
      'POST',
      '/',
      '',
      'host:example.amazonaws.com',
      'my-header1:VALUE1',
      'x-amz-date:20150830T123600Z',
      '',
      'host;my-header1;x-amz-date',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ].join('\n'),
    stringToSign: [
      'AWS4-HMAC-SHA256',
      '20150830T123600Z',
      '20150830/us-east-1/service/aws4_request',
      'd51ced243e649e3de6ef63afbbdcbca03131a21a7103a1583706a64618606a93',
    ].join('\n'),
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;my-header1;x-amz-date, Signature=cdbc9802e29d2942e5e10b5bccfdd67c5f22c7c4e8ae67b53629efa58b974b7d',
  },
  {
    name: 'post-vanilla-query',
    credentials: suiteCredentials,
    request: [
      'POST /?Param1=value1 HTTP/1.1',
      'Host:example.amazonaws.com',
      'X-Amz-Date:20150830T123600Z',
    ].join('\n'),
    canonicalRequest: [
      'POST',
      '/',
      'Param1=value1',
      'host:example.amazonaws.com',
      'x-amz-date:20150830T123600Z',
      '',
      'host;x-amz-date',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ].join('\n'),
    stringToSign: [
      'AWS4-HMAC-SHA256',
      '20150830T123600Z',
      '20150830/us-east-1/service/aws4_request',
      '9d659678c1756bb3113e2ce898845a0a79dbbc57b740555917687f1b3340fbbd',
    ].join('\n'),
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=28038455d6de14eafc1f9222cf5aa6f1a96197d7deb8263271d420d138af7f11',
  },
  {
    name: 'post-vanilla',
    credentials: suiteCredentials,
    request: ['POST / HTTP/1.1', 'Host:example.amazonaws.com', 'X-Amz-Date:20150830T123600Z'].join('\n'),
    canonicalRequest: [
      'POST',
      '/',
      '',
      'host:example.amazonaws.com',
      'x-amz-date:20150830T123600Z',
      '',
      'host;x-amz-date',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ].join('\n'),
    stringToSign: [
      'AWS4-HMAC-SHA256',
      '20150830T123600Z',
      '20150830/us-east-1/service/aws4_request',
      '553f88c9e4d10fc9e109e2aeb65f030801b70c2f6468faca261d401ae622fc87',
    ].join('\n'),
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b',
  },
  {
    name: 'post-x-www-form-urlencoded-parameters',
    credentials: suiteCredentials,
    request: [
      'POST / HTTP/1.1',
      'Content-Type:application/x-www-form-urlencoded; charset=utf8',
      'Host:example.amazonaws.com',
      'X-Amz-Date:20150830T123600Z',
      '',
      'Param1=value1',
    ].join('\n'),
    canonicalRequest: [
      'POST',
      '/',
      '',
      'content-type:application/x-www-form-urlencoded; charset=utf8',
      'host:example.amazonaws.com',
      'x-amz-date:20150830T123600Z',
      '',
      'content-type;host;x-amz-date',
      '9095672bbd1f56dfc5b65f3e153adc8731a4a654192329106275f4c7b24d0b6e',
    ].join('\n'),
    stringToSign: [
      'AWS4-HMAC-SHA256',
      '20150830T123600Z',
      '20150830/us-east-1/service/aws4_request',
      '2e1cf7ed91881a30569e46552437e4156c823447bf1781b921b5d486c568dd1c',
    ].join('\n'),
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=content-type;host;x-amz-date, Signature=1a72ec8f64bd914b0e42e42607c7fbce7fb2c7465f63e3092b3b0d39fa77a6fe',
  },
  {
    name: 'post-x-www-form-urlencoded',
    credentials: suiteCredentials,
    request: [
      'POST / HTTP/1.1',
      'Content-Type:application/x-www-form-urlencoded',
      'Host:example.amazonaws.com',
      'X-Amz-Date:20150830T123600Z',
      '',
      'Param1=value1',
    ].join('\n'),
    canonicalRequest: [
      'POST',
      '/',
      '',
      'content-type:application/x-www-form-urlencoded',
      'host:example.amazonaws.com',
      'x-amz-date:20150830T123600Z',
      '',
      'content-type;host;x-amz-date',
      '9095672bbd1f56dfc5b65f3e153adc8731a4a654192329106275f4c7b24d0b6e',
    ].join('\n'),
    stringToSign: [
      'AWS4-HMAC-SHA256',
      '20150830T123600Z',
      '20150830/us-east-1/service/aws4_request',
      '42a5e5bb34198acb3e84da4f085bb7927f2bc277ca766e6d19c73c2154021281',
    ].join('\n'),
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=content-type;host;x-amz-date, Signature=ff11897932ad3f4e8b18135d722051e5ac45fc38421b1da7b9d196a0fe09473a',
  },
  {
    name: 'post-sts-header-before',
    credentials: suiteCredentials,
    request: [
      'POST / HTTP/1.1',
      'Host:example.amazonaws.com',
      'X-Amz-Date:20150830T123600Z',
      'X-Amz-Security-Token:AQoDYXdzEPT//////////wEXAMPLEtc764bNrC9SAPBSM22wDOk4x4HIZ8j4FZTwdQWLWsKWHGBuFqwAeMicRXmxfpSPfIeoIYRqTflfKD8YUuwthAx7mSEI/qkPpKPi/kMcGdQrmGdeehM4IC1NtBmUpp2wUE8phUZampKsburEDy0KPkyQDYwT7WZ0wq5VSXDvp75YU9HFvlRd8Tx6q6fE8YQcHNVXAkiY9q6d+xo0rKwT38xVqr7ZD0u0iPPkUL64lIZbqBAz+scqKmlzm8FDrypNC9Yjc8fPOLn9FX9KSYvKTr4rvx3iSIlTJabIQwj2ICCR/oLxBA==',
    ].join('\n'),
    canonicalRequest: [
      'POST',
      '/',
      '',
      'host:example.amazonaws.com',
      'x-amz-date:20150830T123600Z',
      'x-amz-security-token:AQoDYXdzEPT//////////wEXAMPLEtc764bNrC9SAPBSM22wDOk4x4HIZ8j4FZTwdQWLWsKWHGBuFqwAeMicRXmxfpSPfIeoIYRqTflfKD8YUuwthAx7mSEI/qkPpKPi/kMcGdQrmGdeehM4IC1NtBmUpp2wUE8phUZampKsburEDy0KPkyQDYwT7WZ0wq5VSXDvp75YU9HFvlRd8Tx6q6fE8YQcHNVXAkiY9q6d+xo0rKwT38xVqr7ZD0u0iPPkUL64lIZbqBAz+scqKmlzm8FDrypNC9Yjc8fPOLn9FX9KSYvKTr4rvx3iSIlTJabIQwj2ICCR/oLxBA==',
      '',
      'host;x-amz-date;x-amz-security-token',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ].join('\n'),
    stringToSign: [
      'AWS4-HMAC-SHA256',
      '20150830T123600Z',
      '20150830/us-east-1/service/aws4_request',
      'c237e1b440d4c63c32ca95b5b99481081cb7b13c7e40434868e71567c1a882f6',
    ].join('\n'),
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date;x-amz-security-token, Signature=85d96828115b5dc0cfc3bd16ad9e210dd772bbebba041836c64533a82be05ead',
  },
];

/**
 * S3's two examples on the bucket (GET Bucket Lifecycle, Get Bucket (List Objects)): the same headers and
 * scope, another query; the page's values for each.
 */
function s3BucketGet(example: {
  name: string;
  query: string;
  canonicalQuery: string;
  canonicalRequestHash: string;
  signature: string;
}): SigV4Vector {
  return {
    name: example.name,
    credentials: s3Credentials,
    request: [
      `GET /?${example.query} HTTP/1.1`,
      'Host: examplebucket.s3.amazonaws.com',
      'x-amz-date: 20130524T000000Z',
      `x-amz-content-sha256:${EMPTY_SHA256}`,
    ].join('\n'),
    canonicalRequest: [
      'GET',
      '/',
      example.canonicalQuery,
      'host:examplebucket.s3.amazonaws.com',
      `x-amz-content-sha256:${EMPTY_SHA256}`,
      'x-amz-date:20130524T000000Z',
      '',
      'host;x-amz-content-sha256;x-amz-date',
      EMPTY_SHA256,
    ].join('\n'),
    stringToSign: [
      'AWS4-HMAC-SHA256',
      '20130524T000000Z',
      '20130524/us-east-1/s3/aws4_request',
      example.canonicalRequestHash,
    ].join('\n'),
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
      `SignedHeaders=host;x-amz-content-sha256;x-amz-date,Signature=${example.signature}`,
  };
}

export const s3Examples: SigV4Vector[] = [
  {
    name: 'S3 GET Object',
    credentials: s3Credentials,
    request: [
      'GET /test.txt HTTP/1.1',
      'Host: examplebucket.s3.amazonaws.com',
      'Range: bytes=0-9',
      `x-amz-content-sha256:${EMPTY_SHA256}`,
      'x-amz-date: 20130524T000000Z',
    ].join('\n'),
    canonicalRequest: [
      'GET',
      '/test.txt',
      '',
      'host:examplebucket.s3.amazonaws.com',
      'range:bytes=0-9',
      `x-amz-content-sha256:${EMPTY_SHA256}`,
      'x-amz-date:20130524T000000Z',
      '',
      'host;range;x-amz-content-sha256;x-amz-date',
      EMPTY_SHA256,
    ].join('\n'),
    stringToSign: [
      'AWS4-HMAC-SHA256',
      '20130524T000000Z',
      '20130524/us-east-1/s3/aws4_request',
      '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    ].join('\n'),
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
      'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
      'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
  },
  {
    name: 'S3 PUT Object',
    credentials: s3Credentials,
    request: [
      'PUT /test$file.text HTTP/1.1',
      'Host: examplebucket.s3.amazonaws.com',
      'Date: Fri, 24 May 2013 00:00:00 GMT',
      'x-amz-date: 20130524T000000Z',
      'x-amz-storage-class: REDUCED_REDUNDANCY',
      'x-amz-content-sha256: 44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
      '',
      'Welcome to Amazon S3.',
    ].join('\n'),
    canonicalRequest: [
      'PUT',
      '/test%24file.text',
      '',
      'date:Fri, 24 May 2013 00:00:00 GMT',
      'host:examplebucket.s3.amazonaws.com',
      'x-amz-content-sha256:44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
      'x-amz-date:20130524T000000Z',
      'x-amz-storage-class:REDUCED_REDUNDANCY',
      '',
      'date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class',
      '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
    ].join('\n'),
    stringToSign: [
      'AWS4-HMAC-SHA256',
      '20130524T000000Z',
      '20130524/us-east-1/s3/aws4_request',
      '9e0e90d9c76de8fa5b200d8c849cd5b8dc7a3be3951ddb7f6a76b4158342019d',
    ].join('\n'),
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
      'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,' +
      'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
  },
  s3BucketGet({
    name: 'S3 GET Bucket Lifecycle',
    query: 'lifecycle',
    canonicalQuery: 'lifecycle=',
    canonicalRequestHash: '9766c798316ff2757b517bc739a67f6213b4ab36dd5da2f94eaebf79c77395ca',
    signature: 'fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543',
  }),
  s3BucketGet({
    name: 'S3 Get Bucket (List Objects)',
    query: 'max-keys=2&prefix=J',
    canonicalQuery: 'max-keys=2&prefix=J',
    canonicalRequestHash: 'df57d21db20da04d7fa30298dd4488ba3a2b47ca3a489c74750e0f1e7df1b9b7',
    signature: '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
  }),
];

/** A vector's request as sent: what a test signs, or sends to a server. */
export interface VectorRequest {
  method: string;
  /** The path and query as written (not encoded): `/test$file.text`, `/?Param2=value2&Param1=value1`. */
  target: string;
  /** Header lines in order, names as written; a continuation line is one more pair of the header above. */
  headers: [string, string][];
  body: string;
}

/** Reads a vector's `request` text (the suite's .req format). */
export function readVectorRequest(text: string): VectorRequest {
  const [head = '', ...bodyParts] = text.split('\n\n');
  const [requestLine = '', ...headerLines] = head.split('\n');
  const [method = '', target = ''] = requestLine.split(' ');
  const headers: [string, string][] = [];
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    // A line that starts with white space carries one more value of the header above.
    if (/^\s/.test(line)) headers.push([headers.at(-1)?.[0] ?? '', line]);
    else headers.push([line.slice(0, colon), line.slice(colon + 1)]);
  }
  return { method, target, headers, body: bodyParts.join('\n\n') };
}

// CloudFront Function (JavaScript runtime 2.0), on the distribution's viewer request: redirects /about/ to
// /about and asks S3 for about.html. Leading slashes and backslashes collapse to one "/", so the redirect never
// leaves the site. Paste this file into the function's editor as it is; viewer-request.test.ts runs it.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls the top-level handler by name
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.length > 1 && uri.endsWith('/')) {
    var query = Object.keys(request.querystring)
      .map(function (key) { return key + '=' + request.querystring[key].value; })
      .join('&');
    var location = '/' + uri.replace(/^[\/\\]+|\/+$/g, '') + (query ? '?' + query : '');
    return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: location } } };
  }
  if (uri !== '/' && uri.split('/').pop().indexOf('.') === -1) request.uri = uri + '.html';
  return request;
}

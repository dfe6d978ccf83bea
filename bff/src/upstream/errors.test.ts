import { describe, expect, it } from 'vitest';
import { answerBody, connectionLost } from './client.ts';
import { toGraphQLError, UpstreamError } from './errors.ts';

const NGINX_502 = '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>\r\n';

describe("a balancer's refusal", () => {
  it('reads an HTML error page as an empty body, and JSON as JSON', () => {
    expect(answerBody(502, NGINX_502)).toEqual({});
    expect(answerBody(404, '{"message":"Niet gevonden."}')).toEqual({ message: 'Niet gevonden.' });
    expect(answerBody(200, '')).toEqual({});
    expect(() => answerBody(200, NGINX_502)).toThrow(SyntaxError);
  });

  it('tells the caller the server is briefly unreachable on 502, 503 and 504', () => {
    for (const status of [502, 503, 504]) {
      const error = toGraphQLError(new UpstreamError(status, {}));
      expect(error.message).toBe('De server is even niet bereikbaar. Probeer het zo opnieuw.');
      expect(error.extensions.code).toBe('SERVICE_UNAVAILABLE');
    }
    expect(toGraphQLError(new UpstreamError(503, { message: 'Het verzoek duurde te lang.' }, 5)).extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', retryAfter: 5 });
  });

  it('takes a REST call that got no answer at all for the balancer\'s 502', () => {
    const closed = Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' });
    const lost = connectionLost(closed);
    expect(lost).toBeInstanceOf(UpstreamError);
    expect(toGraphQLError(lost).extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect(connectionLost(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4001'), { code: 'ECONNREFUSED' }))?.status).toBe(502);
    expect(connectionLost(new SyntaxError('Unexpected token'))).toBeUndefined();
    expect(connectionLost(undefined)).toBeUndefined();
  });
});

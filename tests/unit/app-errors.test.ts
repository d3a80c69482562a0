import { describe, expect, it } from 'vitest';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router-dom';
import { ApiError } from '../../app/api/client';
import { describeRouteError } from '../../app/errors/describeRouteError';

describe('describeRouteError (SPEC §8: status default 500, message)', () => {
  it('takes status and text from a route error response', () => {
    expect(describeRouteError(new ErrorResponse(404, 'Not Found', null))).toEqual({ status: 404, message: 'Not Found' });
    expect(describeRouteError(new ErrorResponse(503, 'Service Unavailable', 'Down for maintenance'))).toEqual({
      status: 503,
      message: 'Down for maintenance',
    });
  });

  it('takes the server’s translated message from an API error', () => {
    const error = new ApiError('/api/x.php', 409, { error: 'conflict', status: 409, message: 'Al bezet' });
    expect(describeRouteError(error)).toEqual({ status: 409, message: 'Al bezet' });
    expect(describeRouteError(new ApiError('/api/x.php', 502, null))).toEqual({ status: 502, message: undefined });
  });

  it('shows a programming error as a plain 500 without its developer message', () => {
    expect(describeRouteError(new TypeError('x is undefined'))).toEqual({ status: 500 });
    expect(describeRouteError('boom')).toEqual({ status: 500 });
  });
});

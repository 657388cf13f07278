import { lazy } from './lazy';

describe('lazy', () => {
  it('makes the value at the first call, not before, and only once', () => {
    const make = jest.fn(() => ({ made: true }));
    const value = lazy(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps an undefined value too', () => {
    const make = jest.fn((): undefined => undefined);
    const value = lazy(make);
    value();
    value();
    expect(make).toHaveBeenCalledTimes(1);
  });
});

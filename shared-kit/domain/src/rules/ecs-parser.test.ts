/** payment-certificates spec §2 /qce/qcs (comma-separated ecs value), §8 tampered data. */
import { ECS_MAX_PARTS, ECS_PART_MAX_LENGTH, parseEcsQuery, parseEcsValue } from './ecs-parser';

describe('payment §2: the ecs value lists its parts', () => {
  it('splits and trims the comma-separated parts', () => {
    expect(parseEcsQuery('?ecs=HC-2026-0001,Juan Dela Cruz,12/31/2027')).toEqual({
      ok: true,
      parts: ['HC-2026-0001', 'Juan Dela Cruz', '12/31/2027'],
    });
    expect(parseEcsValue(' A1 , Peña ')).toEqual({ ok: true, parts: ['A1', 'Peña'] });
  });
  it('decodes percent-encoded values', () => {
    expect(parseEcsQuery('ecs=Juan%20Dela%20Cruz%2C2026')).toEqual({
      ok: true,
      parts: ['Juan Dela Cruz', '2026'],
    });
  });
});

describe('payment §8: bad data is rejected', () => {
  it.each([
    ['', 'missing'],
    ['?other=1', 'missing'],
    ['?ecs=', 'missing'],
    ['?ecs=onlyone', 'part-count'],
    ['?ecs=a,,b', 'empty-part'],
    ['?ecs=a,b,', 'empty-part'],
    ['?ecs=,a,b', 'empty-part'],
    ['?ecs=a,b&ecs=c,d', 'repeated'],
    ['?ecs=a,<script>alert(1)</script>', 'bad-characters'],
    ['?ecs=a,b%ZZ', 'bad-characters'],
    ['?ecs=a,b%00c', 'bad-characters'],
    ['?ecs=a,"b"', 'bad-characters'],
    ['?ecs=a,b=c', 'bad-characters'],
    ['?ecs=a,javascript:alert(1)', 'bad-characters'],
  ])('%p is rejected (%s)', (query, reason) => {
    expect(parseEcsQuery(query)).toEqual({ ok: false, reason });
  });
  it('rejects too many parts and over-long parts', () => {
    const many = Array.from({ length: ECS_MAX_PARTS + 1 }, (_, i) => `p${i}`).join(',');
    expect(parseEcsValue(many)).toEqual({ ok: false, reason: 'part-count' });
    expect(parseEcsValue(`a,${'x'.repeat(ECS_PART_MAX_LENGTH + 1)}`)).toEqual({
      ok: false,
      reason: 'part-too-long',
    });
    expect(parseEcsValue('a,'.repeat(600))).toEqual({ ok: false, reason: 'too-long' });
  });
});

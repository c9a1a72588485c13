import { describe, expect, it } from 'vitest';
import { matchesSearch, productSearch, searchProducts } from './search.ts';

const robot = { name: 'Line Following Robot', description: 'Arduino, IR sensors and PID steering.' };
const station = { name: 'Weather Station', description: 'Temperature and humidity every minute.' };
const catalogue = [robot, station];

describe('store search (SPEC 5: case-insensitive substring of name or description)', () => {
  it.each([
    ['robot', [robot]],
    ['ROBOT', [robot]],
    ['line foll', [robot]],
    ['humidity', [station]],
    ['pid', [robot]],
    ['t', [robot, station]],
    ['', [robot, station]],
    ['   ', [robot, station]],
    ['drone', []],
  ])('%j finds %j', (query, expected) => {
    expect(searchProducts(catalogue, query)).toEqual(expected);
    expect(productSearch(catalogue)(query)).toEqual(expected);
  });

  it('does not match across the end of the name and the start of the description', () => {
    expect(matchesSearch(robot, 'robotarduino')).toBe(false);
    expect(matchesSearch(robot, 'robot arduino')).toBe(false);
  });

  it('gives the same answer through the prepared search as the rule, on a larger catalogue', () => {
    const many = Array.from({ length: 300 }, (_, i) => ({
      name: `Project ${i} ${i % 7 === 0 ? 'Robot' : 'Kit'}`,
      description: i % 5 === 0 ? 'Uses an ESP32' : 'Uses an Arduino',
    }));
    const search = productSearch(many);
    for (const query of ['robot', 'esp32', 'kit', 'project 1', 'ARDUINO', 'x']) {
      expect(search(query)).toEqual(many.filter((product) => matchesSearch(product, query)));
    }
  });
});

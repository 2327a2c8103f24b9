import { describe, expect, it } from 'vitest';
import { readName, spokenName } from '../../src/contract/name';
import { workoutRequestSchema } from '../../src/contract/workout';

/** Names read out of how people answer "What's your name?" (review r2-journey 4), English and Spanish. */
describe('the name in an introduction', () => {
  it.each([
    ['soy Marisol jaja', 'Marisol'],
    ['me llamo Ana Belén', 'Ana Belén'],
    ['hola! mi nombre es Joaquín jeje', 'Joaquín'],
    ['holaa soy la Pili xd', 'la Pili'],
    ["I'm Jake lol", 'Jake'],
    ['my name is Mary Ann haha', 'Mary Ann'],
    ['call me Bea', 'Bea'],
    ['hi, im Tom, 34 and keen', 'Tom'],
    ['Lucía', 'Lucía'],
    ['Jean-Luc', 'Jean-Luc'],
  ])('"%s" is %s', (answer, name) => {
    expect(readName(answer)).toEqual({ name, sentence: false });
  });

  it.each([
    'soy la que te escribió ayer por lo del plan de correr',
    'i am the guy who wants to get stronger for football season',
  ])('"%s" is still a sentence, to be asked again', (answer) => {
    expect(readName(answer).sentence).toBe(true);
  });

  it('the API keeps the name, not the sentence', () => {
    const request = workoutRequestSchema.parse({ name: 'soy Marisol jaja' });
    expect(request.name).toBe('Marisol');
    expect(spokenName('jaja')).toBe('jaja');
  });
});

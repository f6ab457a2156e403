import type { CompleteDraft } from '@edgeforge/contracts/draft';

/** A finished Solo draft with every answer filled in, as the wizard would send it. */
export function buildCompleteDraft(overrides: Partial<CompleteDraft> = {}): CompleteDraft {
  return {
    firstName: 'Vesna',
    lastName: 'Kade',
    gender: 'female',
    age: 27,
    characterType: 'streetrat',
    selectedRole: 'solo',
    fashionStyle: 'neonNoir',
    attributes: { INT: 6, REF: 7, DEX: 7, TECH: 3, COOL: 8, WILL: 6, LUCK: 5, MOVE: 5, BODY: 6, EMP: 5 },
    templateRow: 1,
    skills: [
      { name: 'Athletics', ranks: 2 },
      { name: 'Evasion', ranks: 6 },
      { name: 'Handgun', ranks: 6 },
      { name: 'Autofire', ranks: 6 },
    ],
    culturalRegion: 'Eastern European',
    personalityTrait: 'Shy and secretive',
    valuesMost: 'Loyalty',
    peopleAttitude: 'Every person is a tool',
    valuedPerson: 'A sibling',
    valuedPossession: 'A letter',
    childhoodEnvironment: 'Ran on the Street',
    familyBackground: 'Nomad Pack',
    originalBackground: 'Nomad Pack',
    lifeGoal: 'Get rid of a bad reputation',
    lifeGoalB: 'Gain fame',
    clothingStyle: 'Leisurewear',
    hairstyle: 'Mohawk',
    affectation: 'Tattoos',
    rockerBoyType: null,
    familyCrisis: 'Your family was betrayed by a partner',
    friends: [{ id: 'friend-1', relationship: 'Like a sibling to you' }],
    enemies: [
      {
        id: 'enemy-1',
        enemyType: 'Ex-friend',
        wronged: 'them',
        causedBy: 'Caused a loss of face',
        resources: 'Just themselves',
        action: 'Go into a murderous rage',
      },
    ],
    loveAffairs: [{ id: 'love-1', event: 'Your lover vanished' }],
    // 'stale' is no Solo question: it stands for an answer of an abandoned branch.
    roleLifepath: { moralCompass: 'Always working for good', kind: 'Bodyguard', stale: 'Left over' },
    ...overrides,
  };
}

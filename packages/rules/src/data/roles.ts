import { ROLE_NAMES } from '../ids.ts';
import type { Role } from '../types.ts';

/**
 * The ten roles in ROLE_IDS order. Default stats, key skills and ability names are the product's table
 * word for word; the Rockerboy and Solo rank texts are the product's too (docs/rules/product.md#roles).
 * The other eight rank lists are our own summaries of the game's mechanics
 * (docs/rules/creation.md#role-abilities), not rulebook text.
 */
export const ROLE_DATA: readonly Role[] = [
  {
    id: 'rockerboy',
    name: ROLE_NAMES.rockerboy,
    description:
      'A musician, poet or street agitator who turns an audience into a movement and uses art as a weapon against the corporations.',
    specialAbility: 'Charismatic Impact',
    image: 'rockerboy',
    defaultStats: ['COOL 7', 'EMP 6', 'INT 5'],
    keySkills: ['Charismatic Leadership', 'Performance', 'Wardrobe & Style'],
    roleAbility: {
      name: 'Charismatic Impact',
      description:
        'Move your fans to act for you: roll your rank plus 1d10 against a difficulty set by the size of the audience. The higher your rank, the bigger the crowd that will listen.',
      rankDescriptions: [
        'Crowd that can be influenced: 10',
        'Crowd that can be influenced: 25',
        'Crowd that can be influenced: 50',
        'Crowd that can be influenced: 100',
        'Crowd that can be influenced: 250',
        'Crowd that can be influenced: 500',
        'Crowd that can be influenced: 1000',
        'Crowd that can be influenced: 2500',
        'Crowd that can be influenced: 5000',
        'Crowd that can be influenced: 10000',
      ],
    },
    story:
      'You started out playing for tips in a flooded underpass, a borrowed guitar and a cracked amp against the roar of the maglev overhead. Then one song about a corp that poisoned a whole block went viral, and the crowds kept growing. Now the suits send lawyers and worse to shut you up, and every gig feels like the spark before a riot. You never wanted to be a leader, but when you step on stage, thousands of people are waiting to hear what comes next.',
    quote: 'They can buy the airwaves. They can never buy the crowd.',
  },
  {
    id: 'solo',
    name: ROLE_NAMES.solo,
    description:
      'A professional fighter, bodyguard or assassin for hire, trained and chromed to come out of any firefight still standing.',
    specialAbility: 'Combat Awareness',
    image: 'solo',
    defaultStats: ['REF 7', 'DEX 6', 'COOL 6'],
    keySkills: ['Combat Awareness', 'Weapons', 'Tactics'],
    roleAbility: {
      name: 'Combat Awareness',
      description:
        'A pool of points equal to your rank, spread across combat edges: faster initiative, deflecting damage, shrugging off fumbles, precise attacks, hitting weak spots and sensing danger. You can shift the points before initiative, outside combat or as an Action.',
      rankDescriptions: [
        'Initiative bonus: +1',
        'Initiative bonus: +2',
        'Initiative bonus: +3',
        'Initiative bonus: +4',
        'Initiative bonus: +5',
        'Initiative bonus: +6',
        'Initiative bonus: +7',
        'Initiative bonus: +8',
        'Initiative bonus: +9',
        'Initiative bonus: +10',
      ],
    },
    story:
      "The first time you pulled a trigger, it was to keep a ganger from taking your little brother's shoes. The Street noticed, and soon someone was paying you to stand in doorways looking dangerous. Years of contracts, chrome and close calls later, you read a room before you enter it and count the exits without thinking. Corps, fixers and desperate nobodies all want the same thing from you: to make a problem stop breathing, or to keep someone alive who should not be.",
    quote: "I don't start fights. I end them, and I bill by the hour.",
  },
  {
    id: 'netrunner',
    name: ROLE_NAMES.netrunner,
    description:
      'A hacker who jacks into the NET through a cyberdeck and interface plugs to crack systems, steal data and fry rival runners.',
    specialAbility: 'Interface',
    image: 'netrunner',
    defaultStats: ['INT 7', 'TECH 6', 'COOL 5'],
    keySkills: ['Interface', 'Electronics', 'Cryptography'],
    roleAbility: {
      name: 'Interface',
      description:
        'Your rank is the bonus to every NET ability while jacked in: Scanner, Backdoor, Cloak, Control, Eye-Dee, Pathfinder, Slide, Virus and Zap. Higher ranks also give you more NET actions each turn.',
      rankDescriptions: [
        '+1 to every NET ability roll; 2 NET actions per turn',
        '+2 to every NET ability roll; 2 NET actions per turn',
        '+3 to every NET ability roll; 2 NET actions per turn',
        '+4 to every NET ability roll; 3 NET actions per turn',
        '+5 to every NET ability roll; 3 NET actions per turn',
        '+6 to every NET ability roll; 3 NET actions per turn',
        '+7 to every NET ability roll; 4 NET actions per turn',
        '+8 to every NET ability roll; 4 NET actions per turn',
        '+9 to every NET ability roll; 4 NET actions per turn',
        '+10 to every NET ability roll; 5 NET actions per turn',
      ],
    },
    story:
      'You were the kid who opened every locked door in the arcology just to see what was behind it. Since the old NET fell, the architectures are walled gardens full of Black ICE and things that used to be people, and that only makes the doors more tempting. Your deck is patched together from three generations of hardware, and your plugs ache after a long run. Somewhere behind the next firewall sits the file that could make you rich or get you flatlined, and you are already jacking in.',
    quote: 'Every wall is just a door nobody has opened yet.',
  },
  {
    id: 'tech',
    name: ROLE_NAMES.tech,
    description:
      'A mechanic, inventor and scavenger who fixes, upgrades and builds the machines everyone else on the Street depends on.',
    specialAbility: 'Maker',
    image: 'tech',
    defaultStats: ['TECH 7', 'INT 6', 'DEX 5'],
    keySkills: ['Basic Tech', 'Cybertech', 'Electronics/Security Tech'],
    roleAbility: {
      name: 'Maker',
      description:
        'Four specialties, each rolled as TECH plus the specialty: Field Expertise to patch gear in a hurry, Upgrade Expertise to improve it, Fabrication Expertise to build it from scratch and Invention Expertise to create something new.',
      rankDescriptions: [
        'Two specialties start at 1, such as Field and Upgrade Expertise (2 points in all)',
        '+1 to two different specialties (4 points in all)',
        '+1 to two different specialties (6 points in all)',
        '+1 to two different specialties (8 points in all)',
        '+1 to two different specialties (10 points in all)',
        '+1 to two different specialties (12 points in all)',
        '+1 to two different specialties (14 points in all)',
        '+1 to two different specialties (16 points in all)',
        '+1 to two different specialties (18 points in all)',
        '+1 to two different specialties (20 points in all)',
      ],
    },
    story:
      'Your first workshop was a shipping container behind a noodle stand, lit by a stolen power line and stocked with whatever the scrap haulers threw away. You learned that nothing in Night City is ever truly broken, just waiting for someone stubborn enough to fix it. Now Solos bring you jammed rifles, Nomads bring you dying engines and ripperdocs bring you chrome they cannot calibrate. You charge what you like, because when the machines stop working, everyone comes looking for you.',
    quote: "If it has a circuit, I can fix it. If it doesn't, give me an hour.",
  },
  {
    id: 'medtech',
    name: ROLE_NAMES.medtech,
    description:
      'A street doctor who keeps people alive with surgery, drugs and cryo tech, often in places no hospital would ever go.',
    specialAbility: 'Medicine',
    image: 'medtech',
    defaultStats: ['TECH 7', 'INT 6', 'COOL 5'],
    keySkills: ['Surgery', 'Pharmaceuticals', 'Paramedic'],
    roleAbility: {
      name: 'Medicine',
      description:
        'Each rank is a point placed in one specialty: Surgery to treat the worst injuries, Pharmaceuticals to brew drugs that help in the field, and Cryosystem Operation to put the dying on ice until they can be saved.',
      rankDescriptions: [
        'One point in Surgery, Pharmaceuticals or Cryosystem Operation (1 in all)',
        'One more point in a specialty of your choice (2 in all)',
        'One more point in a specialty of your choice (3 in all)',
        'One more point in a specialty of your choice (4 in all)',
        'One more point in a specialty of your choice (5 in all)',
        'One more point in a specialty of your choice (6 in all)',
        'One more point in a specialty of your choice (7 in all)',
        'One more point in a specialty of your choice (8 in all)',
        'One more point in a specialty of your choice (9 in all)',
        'One more point in a specialty of your choice (10 in all)',
      ],
    },
    story:
      'You did two years of med school before the loans came due, and finished your training on a folding table in the back of a Combat Zone clinic. Trauma Team only comes for people with the right card, so the rest of the city comes to you, bleeding on your floor at three in the morning. You have stitched up gangers who shot each other an hour earlier and talked cyberpsychos down from the edge. You do not ask questions, you only ask that they pay before they pass out.',
    quote: 'Hold still. Screaming is extra.',
  },
  {
    id: 'media',
    name: ROLE_NAMES.media,
    description:
      'A journalist, streamer or writer who digs up the truth and puts it in front of the public, whatever the risk.',
    specialAbility: 'Credibility',
    image: 'media',
    defaultStats: ['INT 7', 'COOL 6', 'EMP 5'],
    keySkills: ['Composition', 'Credibility', 'Interview'],
    roleAbility: {
      name: 'Credibility',
      description:
        'Your reputation for telling the truth. Add your rank when convincing people that a story is real and when picking up rumours; the higher it climbs, the further your stories travel and the more rumours find you.',
      rankDescriptions: [
        '+1 to credibility and rumour rolls; heard on a few city blocks',
        '+2 to credibility and rumour rolls; heard across a neighbourhood',
        '+3 to credibility and rumour rolls; heard across a district, and local rumours reach you',
        '+4 to credibility and rumour rolls; heard across the whole city',
        '+5 to credibility and rumour rolls; heard in the surrounding region',
        '+6 to credibility and rumour rolls; heard statewide, and rumours come to you unasked',
        '+7 to credibility and rumour rolls; heard across the nation',
        '+8 to credibility and rumour rolls; heard across a continent',
        '+9 to credibility and rumour rolls; heard on several continents, and insiders seek you out',
        '+10 to credibility and rumour rolls; heard all around the world',
      ],
    },
    story:
      'Your first story was a handwritten screamsheet about a landlord who let a building burn; by morning it was pasted on every wall in the district. Since then you have dug through corporate trash, bribed clerks and dodged bullets to prove that somebody, somewhere, is lying. The big networks would love to buy your silence, and some of your sources have already vanished. You keep three backups of every file and a dead-man switch, because the truth only matters once it is out.',
    quote: 'The corps own the news. I own the story.',
  },
  {
    id: 'exec',
    name: ROLE_NAMES.exec,
    description:
      'A corporate climber who commands money and a loyal team, and plays boardroom politics as ruthlessly as any street war.',
    specialAbility: 'Teamwork',
    image: 'exec',
    defaultStats: ['INT 7', 'COOL 6', 'EMP 5'],
    keySkills: ['Resources', 'Teamwork', 'Business'],
    roleAbility: {
      name: 'Teamwork',
      description:
        'The corporation backs you with a team of loyal employees and perks such as company housing and health cover. As your rank rises, the team grows, its members get better, and the benefits get richer.',
      rankDescriptions: [
        'A loyal team of one junior employee',
        'Company health cover for you',
        'A second team member and a small corporate apartment',
        'A third team member and better health cover',
        'A fourth team member and a roomy apartment in a Corp Zone',
        'A fifth team member, one of them a seasoned specialist',
        'A luxury corporate home with its own security',
        'A sixth team member, including a trained bodyguard',
        'A seventh team member and top-tier health cover for the whole team',
        'A team of eight elite employees and an executive suite with every perk',
      ],
    },
    story:
      'You came out of business school with a borrowed suit, a ruthless streak and a mentor who got transferred to Antarctica the week you arrived. You learned fast that the real work happens in the elevators and private bars, not the meeting rooms. Now you have a team that would follow you anywhere, a division that needs results by Friday and rivals who smile at you across the table while they sharpen their knives. One good deal makes you a vice president; one bad one makes you a cautionary tale.',
    quote: 'Loyalty is a line item. I budget for it generously.',
  },
  {
    id: 'lawman',
    name: ROLE_NAMES.lawman,
    description:
      'A cop, from corporate security to highway patrol, who holds the line with a badge and the backup that comes with it.',
    specialAbility: 'Backup',
    image: 'lawman',
    defaultStats: ['WILL 7', 'REF 6', 'COOL 5'],
    keySkills: ['Backup', 'Combat Awareness', 'Criminology'],
    roleAbility: {
      name: 'Backup',
      description:
        'Call in fellow officers when things go bad. Your rank decides how many come, how well they are armed and armored, and how quickly they reach you.',
      rankDescriptions: [
        'One patrol officer with a pistol, slow to arrive',
        'Two patrol officers with pistols',
        'Three officers with heavy pistols and light armor',
        'About four officers with heavy pistols',
        'Two well-armed officers in heavy armorjack with assault rifles',
        'Four well-armed officers with assault rifles, arriving faster',
        'A tactical team with shotguns, assault rifles and an armored car',
        'A larger tactical team in heavy armor, on a rapid response',
        'An elite squad with heavy weapons and air support',
        'An elite squad in the best armor money buys, there within minutes',
      ],
    },
    story:
      "You joined the force because somebody had to stand between ordinary people and the gangs, the corps and the psychos. It did not take long to learn that the law in Night City is whatever the strongest say it is, and that half your colleagues are on someone's payroll. You still wear the badge, though, and when the shooting starts you know the cavalry will roll in behind you. Some nights you bend the rules to get the job done; some nights the rules bend you.",
    quote: "The badge doesn't make me right. It just makes me the last one standing between you and them.",
  },
  {
    id: 'fixer',
    name: ROLE_NAMES.fixer,
    description:
      'A dealmaker and broker who knows who sells what, who needs what and how to get it, always for a price.',
    specialAbility: 'Operator',
    image: 'fixer',
    defaultStats: ['COOL 7', 'INT 6', 'TECH 5'],
    keySkills: ['Streetdeal', 'Trading', 'Business'],
    roleAbility: {
      name: 'Operator',
      description:
        'Your web of contacts across the city. Your rank sets how far your connections reach, how many cultures you can deal in, and how expensive the goods you can find; haggling pits your COOL and trading skill against the other side.',
      rankDescriptions: [
        'Contacts on a few blocks; deals in one culture; finds Everyday goods',
        'Contacts across a neighbourhood; one culture; finds Costly goods',
        'Contacts across a neighbourhood; two cultures; finds Costly goods',
        'Contacts across a district; two cultures; finds Premium goods',
        'Contacts in several districts; three cultures; finds Premium goods',
        'Contacts all over the city; three cultures; finds Expensive goods',
        'Contacts in the city and its outskirts; four cultures; finds Expensive goods',
        'Contacts across the region; five cultures; finds Very Expensive goods',
        'Contacts in several cities; six cultures; finds Luxury goods',
        'Contacts worldwide; deals in any culture; finds Super Luxury goods',
      ],
    },
    story:
      'You started by running cigarettes between cellblocks in a juvenile facility and never really stopped. Today you know which warehouse guard takes bribes, which ripperdoc owes a favour and which gang boss will trade anything for a working fridge of insulin. You never carry a gun if you can help it, because everyone you know is more useful to you alive. Every deal you broker makes someone happy and someone else angry, and you keep careful track of both.',
    quote: 'Everybody wants something. I just know where it is.',
  },
  {
    id: 'nomad',
    name: ROLE_NAMES.nomad,
    description:
      'A member of a roving family clan who lives on the road, the sea or in the sky, driving, smuggling and trading between the cities.',
    specialAbility: 'Moto',
    image: 'nomad',
    defaultStats: ['TECH 7', 'REF 6', 'WILL 5'],
    keySkills: ['Driving', 'Family', 'Survival'],
    roleAbility: {
      name: 'Moto',
      description:
        "Your family's vehicles and your skill with them. Add your rank to driving, piloting and vehicle tech rolls. The family hands you a vehicle of your choice from its fleet; higher ranks open bigger vehicles and better upgrades.",
      rankDescriptions: [
        '+1 to vehicle rolls; a family vehicle: compact groundcar, motorcycle or jetski',
        '+2 to vehicle rolls; the family tunes your vehicle for speed',
        '+3 to vehicle rolls; armored panels for your vehicle',
        '+4 to vehicle rolls; you may take an off-road truck or a speedboat instead',
        '+5 to vehicle rolls; a hidden smuggling compartment in your vehicle',
        '+6 to vehicle rolls; you may take a cargo truck or a gyrocopter instead',
        '+7 to vehicle rolls; weapon mounts for your vehicle',
        '+8 to vehicle rolls; you may take a big rig or a cabin cruiser instead',
        '+9 to vehicle rolls; full armor plating for your vehicle',
        '+10 to vehicle rolls; you may take an aerodyne, the pride of the family fleet',
      ],
    },
    story:
      'You were born in the back seat of a moving truck somewhere on the Central Plains, and the highway has been your home ever since. The family taught you to strip an engine before you could read and to shoot before you could drive, and you learned that a city is a place you pass through, not a place you stay. Now you run cargo, guard convoys and trade between towns that the corps have forgotten. The road is dangerous, but the family always has your back.',
    quote: 'The city locks its doors at night. The road never does.',
  },
];

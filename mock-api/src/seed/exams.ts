/** "HIV Exam" in English (EN) and Tagalog (PH), 15 questions each with an answer key. */
import type { ExamQuestionRecord, ExamRecord } from '../db/types';

type Q = [question: string, options: string[], answer: number];

const en: Q[] = [
  [
    'What does HIV stand for?',
    [
      'Human Immunodeficiency Virus',
      'Human Infection Virus',
      'Highly Infectious Virus',
      'Human Immune Vaccine',
    ],
    0,
  ],
  [
    'HIV attacks which part of the body?',
    ['The immune system', 'The lungs', 'The liver', 'The bones'],
    0,
  ],
  [
    'Which of these can transmit HIV?',
    ['Sharing needles', 'Shaking hands', 'Sharing utensils', 'Mosquito bites'],
    0,
  ],
  [
    'Can HIV be transmitted through hugging?',
    ['No', 'Yes', 'Only in summer', 'Only among family'],
    0,
  ],
  [
    'What is the most reliable way to know your HIV status?',
    ['Get tested', 'Check for symptoms', 'Ask a friend', 'Guess from appearance'],
    0,
  ],
  [
    'Which practice lowers the risk of sexual transmission?',
    ['Consistent condom use', 'Using two condoms at once', 'Washing after sex', 'Taking vitamins'],
    0,
  ],
  [
    'What is AIDS?',
    ['The advanced stage of HIV infection', 'A different virus', 'A vaccine', 'A kind of flu'],
    0,
  ],
  [
    'Is there a treatment that lets people with HIV live long lives?',
    ['Yes, antiretroviral therapy', 'No treatment exists', 'Only herbal medicine', 'Only surgery'],
    0,
  ],
  [
    'Can a mother pass HIV to her baby?',
    [
      'Yes, but treatment greatly lowers the risk',
      'Never',
      'Only after age five',
      'Only through food',
    ],
    0,
  ],
  [
    'Can you tell if someone has HIV by looking at them?',
    ['No', 'Yes', 'Only doctors can', 'Only at night'],
    0,
  ],
  ['Which body fluid does NOT transmit HIV?', ['Saliva', 'Blood', 'Semen', 'Breast milk'], 0],
  [
    'What does PrEP do?',
    ['Lowers the chance of getting HIV', 'Cures HIV', 'Tests for HIV', 'Treats flu'],
    0,
  ],
  [
    'Where can you get a free, confidential HIV test in the city?',
    ['Social hygiene clinics', 'Shopping malls', 'Schools', 'Banks'],
    0,
  ],
  [
    'Should people living with HIV be discriminated against at work?',
    ['No, it is against the law', 'Yes', 'Only food handlers', 'Only if they are sick'],
    0,
  ],
  [
    'How often should sexually active people get tested?',
    ['Regularly, at least once a year', 'Never', 'Only once in a lifetime', 'Only when sick'],
    0,
  ],
];

const ph: Q[] = [
  [
    'Ano ang ibig sabihin ng HIV?',
    [
      'Human Immunodeficiency Virus',
      'Human Infection Virus',
      'Highly Infectious Virus',
      'Human Immune Vaccine',
    ],
    0,
  ],
  [
    'Anong bahagi ng katawan ang inaatake ng HIV?',
    ['Ang immune system', 'Ang baga', 'Ang atay', 'Ang buto'],
    0,
  ],
  [
    'Alin sa mga ito ang maaaring makahawa ng HIV?',
    ['Paghihiraman ng karayom', 'Pakikipagkamay', 'Paghihiraman ng kubyertos', 'Kagat ng lamok'],
    0,
  ],
  [
    'Nakakahawa ba ang HIV sa pagyakap?',
    ['Hindi', 'Oo', 'Tuwing tag-init lamang', 'Sa pamilya lamang'],
    0,
  ],
  [
    'Ano ang pinakatiyak na paraan para malaman ang iyong HIV status?',
    ['Magpasuri', 'Tingnan ang sintomas', 'Magtanong sa kaibigan', 'Hulaan sa itsura'],
    0,
  ],
  [
    'Aling gawain ang nagpapababa ng panganib sa sekswal na pagkahawa?',
    [
      'Palagiang paggamit ng condom',
      'Dalawang condom nang sabay',
      'Paghuhugas pagkatapos',
      'Pag-inom ng bitamina',
    ],
    0,
  ],
  [
    'Ano ang AIDS?',
    [
      'Ang malalang yugto ng impeksyon ng HIV',
      'Ibang virus',
      'Isang bakuna',
      'Isang uri ng trangkaso',
    ],
    0,
  ],
  [
    'May gamutan bang nagpapahaba ng buhay ng may HIV?',
    ['Oo, antiretroviral therapy', 'Wala', 'Halamang gamot lamang', 'Operasyon lamang'],
    0,
  ],
  [
    'Maaari bang maipasa ng ina ang HIV sa sanggol?',
    [
      'Oo, ngunit malaki ang nababawas ng gamutan',
      'Hindi kailanman',
      'Pagkalipas ng limang taon lamang',
      'Sa pagkain lamang',
    ],
    0,
  ],
  [
    'Malalaman mo ba kung may HIV ang isang tao sa itsura niya?',
    ['Hindi', 'Oo', 'Doktor lamang ang nakakaalam', 'Sa gabi lamang'],
    0,
  ],
  [
    'Aling likido ng katawan ang HINDI nakakahawa ng HIV?',
    ['Laway', 'Dugo', 'Semilya', 'Gatas ng ina'],
    0,
  ],
  [
    'Ano ang nagagawa ng PrEP?',
    [
      'Binabawasan ang tsansang mahawa ng HIV',
      'Nagpapagaling ng HIV',
      'Sumusuri ng HIV',
      'Gamot sa trangkaso',
    ],
    0,
  ],
  [
    'Saan maaaring magpasuri ng libre at kumpidensyal sa lungsod?',
    ['Social hygiene clinics', 'Mall', 'Paaralan', 'Bangko'],
    0,
  ],
  [
    'Dapat bang idiskrimina sa trabaho ang may HIV?',
    ['Hindi, labag ito sa batas', 'Oo', 'Mga food handler lamang', 'Kung may sakit lamang'],
    0,
  ],
  [
    'Gaano kadalas dapat magpasuri ang sekswal na aktibo?',
    [
      'Regular, kahit isang beses kada taon',
      'Hindi kailangan',
      'Isang beses lamang sa buhay',
      'Kapag may sakit lamang',
    ],
    0,
  ],
];

/** Rotates the options so the right answer is not always the first one. */
function toQuestions(list: Q[], base: number): ExamQuestionRecord[] {
  return list.map(([question, options, answer], i) => {
    const shift = i % options.length;
    const rotated = [...options.slice(shift), ...options.slice(0, shift)];
    return { questionId: base + i, question, options: rotated, answer: options[answer] ?? '' };
  });
}

export const exams: ExamRecord[] = [
  { examId: 1, examName: 'HIV Exam', version: 'EN', questions: toQuestions(en, 100) },
  { examId: 2, examName: 'HIV Exam', version: 'PH', questions: toQuestions(ph, 200) },
];

// The support FAQ (faq.ts) in Hindi, question for question and paragraph for paragraph, so the Hindi support page
// and 'Ask Me' answering a Hindi question say the same thing (content-hindi.test.ts holds the two in step). The
// buttons keep the English names SPEC gives them, with the Hindi the Hindi screens show beside them.
import type { Question } from './blocks.ts';

export const faqInHindi: { students: Question[]; sellers: Question[] } = {
  students: [
    {
      question: 'मैं प्रोजेक्ट कैसे पोस्ट करूँ?',
      answer: [
        {
          kind: 'p',
          text: 'Student के रूप में साइन अप करें, अपना डैशबोर्ड खोलें और **Post Project** (प्रोजेक्ट पोस्ट करें) चुनें। उसे एक शीर्षक और विवरण दें, उसके लिए ज़रूरी हार्डवेयर, सॉफ़्टवेयर और फ़ीचर लिखें, फिर अपना बजट, एक समय सीमा (आज या उसके बाद) और वह पता दें जहाँ तैयार प्रोजेक्ट पहुँचाया जाए।',
        },
        { kind: 'p', text: 'इसके बाद आपका प्रोजेक्ट Open के रूप में दिखता है, और विक्रेता उसे देखकर ले सकते हैं।' },
      ],
    },
    {
      question: 'भुगतान कैसे होता है?',
      answer: [
        {
          kind: 'p',
          text: 'पोस्ट करते समय कुछ नहीं लिया जाता। जब कोई विक्रेता आपका प्रोजेक्ट ले लेता है, तो उस पर **Fund Project** (प्रोजेक्ट का भुगतान करें) बटन आता है। काम होने तक पैसा प्लेटफ़ॉर्म के पास रहता है; विक्रेता को अभी भुगतान नहीं होता।',
        },
        {
          kind: 'p',
          text: 'जब प्रोजेक्ट पूरा हो जाए और आप उससे संतुष्ट हों, तो भुगतान जारी करें। तब विक्रेता को बजट का 70% मिलता है और प्लेटफ़ॉर्म 30% रखता है। जारी किया गया भुगतान वापस नहीं होता, इसलिए पहले काम जाँच लें।',
        },
      ],
    },
  ],
  sellers: [
    {
      question: 'मुझे प्रोजेक्ट कैसे मिलेंगे?',
      answer: [
        {
          kind: 'p',
          text: 'Seller के रूप में साइन अप करें और अपना डैशबोर्ड खोलें: **Available Projects** (उपलब्ध प्रोजेक्ट) में छात्रों के पोस्ट किए प्रोजेक्ट दिखते हैं। किसी को खोलकर उसका विवरण पढ़ें और Open लिखा कोई भी प्रोजेक्ट ले लें। वह In Progress हो जाता है, आपको सौंप दिया जाता है, और आप छात्र से चैट कर सकते हैं।',
        },
      ],
    },
    {
      question: 'मुझे भुगतान कैसे मिलेगा?',
      answer: [
        {
          kind: 'p',
          text: 'काम पहुँचा देने के बाद प्रोजेक्ट को पूरा चिह्नित करें। छात्र के भुगतान जारी करते ही आपको प्रोजेक्ट के बजट का 70% मिलता है; प्लेटफ़ॉर्म 30% अपनी फ़ीस के रूप में रखता है।',
        },
      ],
    },
  ],
};

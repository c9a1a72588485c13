// SPEC 2 'Support & Contact': the FAQ for students (how to post a project, how payment works) and for
// sellers (how to find projects, how to get paid). The support page shows it; the assistant answers from it.
import type { Question } from './blocks.ts';

export const faq: { students: Question[]; sellers: Question[] } = {
  students: [
    {
      question: 'How do I post a project?',
      answer: [
        {
          kind: 'p',
          text: 'Sign up as a Student, open your Dashboard and choose **Post Project**. Give it a title and a description, list any hardware, software and features it needs, then set your budget, a deadline (today or later) and the address the finished project should be delivered to.',
        },
        { kind: 'p', text: 'Your project is then listed as Open, and sellers can see it and take it.' },
      ],
    },
    {
      question: 'How does payment work?',
      answer: [
        {
          kind: 'p',
          text: 'Nothing is charged when you post. Once a seller takes your project, a **Fund Project** button appears on it. The platform holds the funds while the work is done; the seller is not paid yet.',
        },
        {
          kind: 'p',
          text: 'When the project is complete and you are happy with it, release the payment. The seller then receives 70% of the budget and the platform keeps 30%. Releasing cannot be undone, so check the work first.',
        },
      ],
    },
  ],
  sellers: [
    {
      question: 'How do I find projects?',
      answer: [
        {
          kind: 'p',
          text: 'Sign up as a Seller and open your Dashboard: **Available Projects** lists the projects students have posted. Open one to read the details and take any project marked Open. It becomes In Progress, is assigned to you, and you can chat with the student.',
        },
      ],
    },
    {
      question: 'How do I get paid?',
      answer: [
        {
          kind: 'p',
          text: "When you have delivered the work, mark the project complete. Once the student releases the payment, you receive 70% of the project's budget; the platform keeps 30% as its fee.",
        },
      ],
    },
  ],
};

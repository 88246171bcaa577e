import { contentMarketing } from '../../content/services';

/** A valid case study with a published-work address, as the owner writes one: the unit and build tests' fixture. */
export const caseStudyFixture = `---
title: "A tutoring website that fills the diary by September"
summary: How a rewritten website and a parents' guide series filled a tutoring company's autumn timetable before term started.
client: Brightpath Tutors
sector: Education
service: ${contentMarketing.offerings[0].title}
date: 2026-03-02
challenge: Parents found Brightpath through word of mouth, then left the website without booking.
results:
  - value: "96%"
    label: of autumn slots booked by August
  - value: "+62%"
    label: enquiries from the website
quote:
  text: The new site answers parents' questions before they ask them.
  name: Amira Shah
  role: Director, Brightpath Tutors
url: https://www.example.com/story
---

I interviewed six parents and rewrote every page around the questions they asked before booking.
`;

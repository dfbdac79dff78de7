import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ENTRY_TYPES, entryTypeSlug } from '../../domain/entry-types';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';

/**
 * A screen as its own chunk, loaded when its route is first visited (a route module exports
 * `Component`). Navigations run in a transition, so the current screen stays until the next one loads.
 */
function screen(load: () => Promise<{ Component: ComponentType }>) {
  return lazy(() => load().then((module) => ({ default: module.Component })));
}

const Home = screen(() => import('./routes/home'));
const SignIn = screen(() => import('./routes/sign-in'));
const SignUp = screen(() => import('./routes/sign-up'));
const NotFound = screen(() => import('./routes/not-found'));
const DataLayout = screen(() => import('./routes/data-layout'));
const Profile = screen(() => import('./routes/profile'));
const Today = screen(() => import('./routes/today'));
const DailyJournal = screen(() => import('./routes/daily-journal'));
const Calendar = screen(() => import('./routes/calendar'));
const NewActivity = screen(() => import('./routes/new-activity'));
const Activities = screen(() => import('./routes/activities'));
const EntryHistory = screen(() => import('./routes/entry-history'));
const GameJournal = screen(() => import('./routes/game-journal'));
const TrainingJournal = screen(() => import('./routes/training-journal'));
const RehabJournal = screen(() => import('./routes/rehab-journal'));
const LiftJournal = screen(() => import('./routes/lift-journal'));
const ImageryJournal = screen(() => import('./routes/imagery-journal'));
const FoodJournal = screen(() => import('./routes/food-journal'));
const Settings = screen(() => import('./routes/settings'));
const EditQuestions = screen(() => import('./routes/settings-edit-questions'));
const QuestionSettings = screen(() => import('./routes/question-settings'));

const QUESTION_SETTINGS_PATHS = ['game', 'training', 'rehab', 'lift'].map((set) => `settings/${set}-questions`);

/**
 * Every route of the app. Declarative routes (not `createBrowserRouter`): we use no loaders or actions,
 * and the data router would add about 16 KB gzip to every first page (docs/decisions/007).
 */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<RootLayout />}>
          <Route index element={<Home />} />
          <Route path="signin" element={<SignIn />} />
          <Route path="signup" element={<SignUp />} />
          <Route element={<RequireAuth />}>
            <Route element={<DataLayout />}>
              <Route path="profile" element={<Profile />} />
              <Route path="journal" element={<Today />} />
              <Route path="journal/:day" element={<DailyJournal />} />
              <Route path="calendar" element={<Calendar />} />
              <Route path="new-activity" element={<NewActivity />} />
              <Route path="activities" element={<Activities />} />
              <Route path="journal-entries" element={<EntryHistory />} />
              {ENTRY_TYPES.map((type) => (
                <Route key={type} path={`${entryTypeSlug(type)}-journal-entries`} element={<EntryHistory />} />
              ))}
              <Route path="game-journal" element={<GameJournal />} />
              <Route path="training-journal" element={<TrainingJournal />} />
              <Route path="rehab-journal" element={<RehabJournal />} />
              <Route path="rehab-journal/:day" element={<RehabJournal />} />
              <Route path="lift-journal" element={<LiftJournal />} />
              <Route path="imagery-journal" element={<ImageryJournal />} />
              <Route path="food-journal" element={<FoodJournal />} />
              <Route path="settings" element={<Settings />} />
              <Route path="settings/edit-questions" element={<EditQuestions />} />
              {QUESTION_SETTINGS_PATHS.map((path) => (
                <Route key={path} path={path} element={<QuestionSettings />} />
              ))}
              <Route path="settings/imagery-settings" element={<QuestionSettings />} />
            </Route>
          </Route>
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
